import { helmetTypes, type HelmetType } from '@/data/biker-gear';
import { useTranslation } from '@/i18n/use-translation';

/** Radio buttons that narrow the list to one type of helmet. */
export function HelmetTypePanel({
  value,
  onChange,
}: {
  /** null when the list is not limited to helmets: no option is checked. */
  value: HelmetType | '' | null;
  onChange: (value: HelmetType | '') => void;
}) {
  const { t } = useTranslation();
  const options: (HelmetType | '')[] = ['', ...helmetTypes];
  return (
    <fieldset className="helmet-panel">
      <legend className="label">{t('bikerGear.helmetTypes.label')}</legend>
      <div className="helmet-panel-options">
        {options.map((type) => (
          <label key={type || 'all'} className="helmet-option">
            <input
              type="radio"
              name="helmet-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span>{t(`bikerGear.helmetTypes.${type || 'all'}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
