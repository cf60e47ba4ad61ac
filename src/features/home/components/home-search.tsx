import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import {
  buildBrowseHref,
  defaultHomeSearch,
  homeBrands,
  homeLocations,
  homePriceRanges,
  type HomeSearchFilters,
} from '../lib/build-search-href';

const brandNames: Record<(typeof homeBrands)[number], string> = {
  honda: 'Honda',
  yamaha: 'Yamaha',
  bajaj: 'Bajaj',
  tvs: 'TVS',
  hero: 'Hero',
};

/**
 * SPEC §3: search records the current filters (component state); beyond the spec it then opens
 * the all-bikes list with them applied.
 */
export function HomeSearch({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<HomeSearchFilters>(defaultHomeSearch);
  const [, setRecorded] = useState<HomeSearchFilters | null>(null);

  function set<K extends keyof HomeSearchFilters>(key: K, value: HomeSearchFilters[K]) {
    setFilters((current) => ({ ...current, [key]: value }));
  }

  return (
    <form
      id={id}
      className="home-search"
      role="search"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setRecorded(filters);
        void navigate(buildBrowseHref(filters));
      }}
    >
      <h2 id={`${id}-title`} className="home-search-title">
        {t('home.search.title')}
      </h2>
      <div className="home-search-fields">
        <div className="field">
          <label className="label" htmlFor={`${id}-brand`}>
            {t('home.search.brand')}
          </label>
          <select
            id={`${id}-brand`}
            className="select"
            value={filters.brand}
            onChange={(event) => set('brand', event.target.value as HomeSearchFilters['brand'])}
          >
            <option value="all">{t('home.search.allBrands')}</option>
            {homeBrands.map((brand) => (
              <option key={brand} value={brand}>
                {brandNames[brand]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-model`}>
            {t('home.search.model')}
          </label>
          <input
            id={`${id}-model`}
            className="input"
            type="text"
            autoComplete="off"
            placeholder={t('home.search.modelPlaceholder')}
            value={filters.model}
            onChange={(event) => set('model', event.target.value)}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-price`}>
            {t('home.search.price')}
          </label>
          <select
            id={`${id}-price`}
            className="select"
            value={filters.priceRange}
            onChange={(event) =>
              set('priceRange', event.target.value as HomeSearchFilters['priceRange'])
            }
          >
            <option value="any">{t('home.search.anyPrice')}</option>
            {homePriceRanges.map((range) => (
              <option key={range} value={range}>
                {t(`home.search.prices.${range}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-location`}>
            {t('home.search.location')}
          </label>
          <select
            id={`${id}-location`}
            className="select"
            value={filters.location}
            onChange={(event) =>
              set('location', event.target.value as HomeSearchFilters['location'])
            }
          >
            <option value="all">{t('home.search.allLocations')}</option>
            {homeLocations.map((location) => (
              <option key={location} value={location}>
                {t(`home.search.locations.${location}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary home-search-submit">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.41-1.41-4.43-4.43A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z"
              fill="currentColor"
            />
          </svg>
          {t('home.search.submit')}
        </button>
      </div>
    </form>
  );
}
