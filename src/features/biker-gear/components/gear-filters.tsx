import { CatalogFilters, optionsOf, SelectFilter } from '@/components/catalog/catalog-filters';
import { gearBrands, gearConditions, gearSizes } from '@/data/biker-gear';
import { useTranslation } from '@/i18n/use-translation';
import { priceBandIds, type GearFilters as Filters } from '../lib/filter-gear';

type Props = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onReset: () => void;
};

export function GearFilters({ filters, onChange, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <CatalogFilters
      idPrefix="gear"
      title={t('bikerGear.filters.title')}
      resetLabel={t('bikerGear.filters.reset')}
      onReset={onReset}
    >
      <SelectFilter
        id="gear-size"
        label={t('bikerGear.filters.size')}
        anyLabel={t('bikerGear.filters.anySize')}
        options={optionsOf(gearSizes)}
        value={filters.size}
        onChange={(size) => onChange({ ...filters, size })}
      />
      <SelectFilter
        id="gear-brand"
        label={t('bikerGear.filters.brand')}
        anyLabel={t('bikerGear.filters.allBrands')}
        options={optionsOf(gearBrands)}
        value={filters.brand}
        onChange={(brand) => onChange({ ...filters, brand })}
      />
      <SelectFilter
        id="gear-price"
        label={t('bikerGear.filters.price')}
        anyLabel={t('bikerGear.filters.anyPrice')}
        options={priceBandIds.map((band) => ({
          value: band,
          label: t(`bikerGear.filters.bands.${band}`),
        }))}
        value={filters.priceBand}
        onChange={(priceBand) => onChange({ ...filters, priceBand })}
      />
      <SelectFilter
        id="gear-condition"
        label={t('bikerGear.filters.condition')}
        anyLabel={t('bikerGear.filters.anyCondition')}
        options={gearConditions.map((condition) => ({
          value: condition,
          label: t(`bikerGear.conditions.${condition}`),
        }))}
        value={filters.condition}
        onChange={(condition) => onChange({ ...filters, condition })}
      />
      <label className="check catalog-filters-wide">
        <input
          type="checkbox"
          checked={filters.verifiedOnly}
          onChange={(event) => onChange({ ...filters, verifiedOnly: event.target.checked })}
        />
        {t('bikerGear.filters.verifiedOnly')}
      </label>
    </CatalogFilters>
  );
}
