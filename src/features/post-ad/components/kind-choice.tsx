import { Check } from '@/components/ui/check';
import { adKinds, type AdKind } from '@/domain/listings/item-types';
import { useTranslation } from '@/i18n/use-translation';

/** "What are you selling?": a vehicle (the default), a spare part or riding gear. */
export function KindChoice({
  value,
  onChange,
  disabled,
}: {
  value: AdKind;
  onChange: (kind: AdKind) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="post-ad-section post-ad-kind" disabled={disabled}>
      <legend className="section-title">{t('postAd.kind.legend')}</legend>
      <div className="cluster post-ad-radios">
        {adKinds.map((kind) => (
          <Check
            key={kind}
            type="radio"
            name="post-ad-kind"
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
            label={t(`postAd.kind.${kind}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
