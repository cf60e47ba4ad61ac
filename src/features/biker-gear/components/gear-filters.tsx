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
    <form
      className="catalog-filters"
      aria-labelledby="gear-filters-title"
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="gear-filters-title" className="catalog-filters-title">
        {t('bikerGear.filters.title')}
      </h2>
      <div className="catalog-filters-grid">
        <div className="field">
          <label className="label" htmlFor="gear-size">
            {t('bikerGear.filters.size')}
          </label>
          <select
            id="gear-size"
            className="select"
            value={filters.size}
            onChange={(event) =>
              onChange({ ...filters, size: event.target.value as Filters['size'] })
            }
          >
            <option value="">{t('bikerGear.filters.anySize')}</option>
            {gearSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="gear-brand">
            {t('bikerGear.filters.brand')}
          </label>
          <select
            id="gear-brand"
            className="select"
            value={filters.brand}
            onChange={(event) =>
              onChange({ ...filters, brand: event.target.value as Filters['brand'] })
            }
          >
            <option value="">{t('bikerGear.filters.allBrands')}</option>
            {gearBrands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="gear-price">
            {t('bikerGear.filters.price')}
          </label>
          <select
            id="gear-price"
            className="select"
            value={filters.priceBand}
            onChange={(event) =>
              onChange({ ...filters, priceBand: event.target.value as Filters['priceBand'] })
            }
          >
            <option value="">{t('bikerGear.filters.anyPrice')}</option>
            {priceBandIds.map((band) => (
              <option key={band} value={band}>
                {t(`bikerGear.filters.bands.${band}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="gear-condition">
            {t('bikerGear.filters.condition')}
          </label>
          <select
            id="gear-condition"
            className="select"
            value={filters.condition}
            onChange={(event) =>
              onChange({ ...filters, condition: event.target.value as Filters['condition'] })
            }
          >
            <option value="">{t('bikerGear.filters.anyCondition')}</option>
            {gearConditions.map((condition) => (
              <option key={condition} value={condition}>
                {t(`bikerGear.conditions.${condition}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="check catalog-filters-wide">
          <input
            type="checkbox"
            checked={filters.verifiedOnly}
            onChange={(event) => onChange({ ...filters, verifiedOnly: event.target.checked })}
          />
          {t('bikerGear.filters.verifiedOnly')}
        </label>
      </div>
      <button type="button" className="btn btn-secondary btn-block" onClick={onReset}>
        {t('bikerGear.filters.reset')}
      </button>
    </form>
  );
}
