import { Check } from '@/components/ui/check';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import type { CatalogItem } from '@/data/catalog-items';
import { useTranslation } from '@/i18n/use-translation';
import type { CatalogueConfig, CatalogueFilters as Filters } from '../lib/filter-catalogue';

type Props<T extends CatalogItem> = {
  config: CatalogueConfig<T>;
  filters: Filters;
  /** Changes when the text boxes must show the URL's values again (they are uncontrolled). */
  textBoxes: number;
  onChange: (filters: Filters, options?: { typing?: string }) => void;
  onReset: () => void;
};

/** The filter panel: a titled form (changes apply at once, nothing to submit) and a reset. */
export function CatalogueFilters<T extends CatalogItem>({
  config,
  filters,
  textBoxes,
  onChange,
  onReset,
}: Props<T>) {
  const { t } = useTranslation();
  const titleId = `${config.idPrefix}-filters-title`;
  const set = (param: string, value: string) => onChange({ ...filters, [param]: value });
  return (
    <form
      className="catalog-filters"
      aria-labelledby={titleId}
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className="catalog-filters-title">
        {t(`${config.ns}.filters.title`)}
      </h2>
      <div className="catalog-filters-grid">
        {config.fields.map((field) => {
          const value = filters[field.param] ?? '';
          switch (field.kind) {
            case 'select':
              return (
                <SelectField
                  key={field.param}
                  label={t(field.label)}
                  value={value}
                  options={[
                    { value: '', label: t(field.anyLabel) },
                    ...field.options.map((option) => ({
                      value: option.value,
                      label: option.label ? t(option.label) : option.value,
                    })),
                  ]}
                  onChange={(next) => set(field.param, next)}
                />
              );
            case 'text':
              return (
                <Field
                  key={`${field.param}-${textBoxes}`}
                  label={t(field.label)}
                  className="catalog-filters-wide"
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="search"
                      autoComplete="off"
                      placeholder={t(field.placeholder)}
                      defaultValue={value}
                      onChange={(event) =>
                        onChange(
                          { ...filters, [field.param]: event.target.value },
                          { typing: field.param },
                        )
                      }
                    />
                  )}
                </Field>
              );
            case 'checkbox':
              return (
                <Check
                  key={field.param}
                  className="catalog-filters-wide"
                  label={t(field.label)}
                  checked={value === '1'}
                  onChange={(event) => set(field.param, event.target.checked ? '1' : '')}
                />
              );
          }
        })}
      </div>
      <button type="button" className="btn btn-secondary btn-block" onClick={onReset}>
        {t(`${config.ns}.filters.reset`)}
      </button>
    </form>
  );
}
