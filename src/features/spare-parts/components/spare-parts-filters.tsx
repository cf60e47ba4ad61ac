import type { RefObject } from 'react';
import { sparePartBrands, sparePartConditions } from '@/data/spare-parts';
import { useTranslation } from '@/i18n/use-translation';
import type { SparePartFilters } from '../lib/filter-spare-parts';

type Props = {
  filters: SparePartFilters;
  onChange: (filters: SparePartFilters) => void;
  onReset: () => void;
  /** The uncontrolled text box, so a reset can clear it. */
  compatibilityRef: RefObject<HTMLInputElement | null>;
};

export function SparePartsFilters({ filters, onChange, onReset, compatibilityRef }: Props) {
  const { t } = useTranslation();
  return (
    <form
      className="catalog-filters"
      aria-labelledby="spare-parts-filters-title"
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="spare-parts-filters-title" className="catalog-filters-title">
        {t('spareParts.filters.title')}
      </h2>
      <div className="catalog-filters-grid">
        <div className="field">
          <label className="label" htmlFor="sp-brand">
            {t('spareParts.filters.brand')}
          </label>
          <select
            id="sp-brand"
            className="select"
            value={filters.brand}
            onChange={(event) =>
              onChange({ ...filters, brand: event.target.value as SparePartFilters['brand'] })
            }
          >
            <option value="">{t('spareParts.filters.allBrands')}</option>
            {sparePartBrands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="sp-condition">
            {t('spareParts.filters.condition')}
          </label>
          <select
            id="sp-condition"
            className="select"
            value={filters.condition}
            onChange={(event) =>
              onChange({
                ...filters,
                condition: event.target.value as SparePartFilters['condition'],
              })
            }
          >
            <option value="">{t('spareParts.filters.anyCondition')}</option>
            {sparePartConditions.map((condition) => (
              <option key={condition} value={condition}>
                {t(`spareParts.conditions.${condition}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field catalog-filters-wide">
          <label className="label" htmlFor="sp-compatibility">
            {t('spareParts.filters.compatibility')}
          </label>
          {/* Uncontrolled: the URL update runs in a transition, which would move the caret. */}
          <input
            ref={compatibilityRef}
            id="sp-compatibility"
            className="input"
            type="search"
            autoComplete="off"
            placeholder={t('spareParts.filters.compatibilityPlaceholder')}
            defaultValue={filters.compatibility}
            onChange={(event) => onChange({ ...filters, compatibility: event.target.value })}
          />
        </div>
      </div>
      <button type="button" className="btn btn-secondary btn-block" onClick={onReset}>
        {t('spareParts.filters.reset')}
      </button>
    </form>
  );
}
