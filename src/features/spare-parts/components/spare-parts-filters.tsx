import type { RefObject } from 'react';
import { CatalogFilters, optionsOf, SelectFilter } from '@/components/catalog/catalog-filters';
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
    <CatalogFilters
      idPrefix="spare-parts"
      title={t('spareParts.filters.title')}
      resetLabel={t('spareParts.filters.reset')}
      onReset={onReset}
    >
      <SelectFilter
        id="sp-brand"
        label={t('spareParts.filters.brand')}
        anyLabel={t('spareParts.filters.allBrands')}
        options={optionsOf(sparePartBrands)}
        value={filters.brand}
        onChange={(brand) => onChange({ ...filters, brand })}
      />
      <SelectFilter
        id="sp-condition"
        label={t('spareParts.filters.condition')}
        anyLabel={t('spareParts.filters.anyCondition')}
        options={sparePartConditions.map((condition) => ({
          value: condition,
          label: t(`spareParts.conditions.${condition}`),
        }))}
        value={filters.condition}
        onChange={(condition) => onChange({ ...filters, condition })}
      />
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
    </CatalogFilters>
  );
}
