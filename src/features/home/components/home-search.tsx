import { useState } from 'react';
import { useLocalizedNavigate } from '@/components/ui/link';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { useTranslation } from '@/i18n/use-translation';
import {
  buildBrowseHref,
  buildSearchHref,
  defaultHomeSearch,
  homeBrands,
  homeLocations,
  homePriceRanges,
  type HomeSearchFilters,
} from '../lib/build-search-href';

function loadReader() {
  return Promise.all([
    import('@/domain/search/recognise-bike-search'),
    import('../lib/item-search-target'),
  ]).then(([bikes, items]) => ({ bikes: bikes.readBikeRequest, itemHref: items.itemSearchHref }));
}

const brandNames: Record<(typeof homeBrands)[number], string> = {
  honda: 'Honda',
  yamaha: 'Yamaha',
  bajaj: 'Bajaj',
  tvs: 'TVS',
  hero: 'Hero',
};

/**
 * Search records the current filters (component state); beyond the spec it then opens
 * the all-bikes list with them applied (or the category a request typed as the model names),
 * or the Spare Parts or Biker Gear list when the model box asks for a part or gear.
 */
export function HomeSearch({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
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
        // A typed request is read as BikeBot reads it; the reader (with the name tables) is
        // loaded only when there is text to read, so the home page stays light. If it can't
        // be loaded (offline), the text is searched as a plain keyword.
        if (!filters.model.trim()) void navigate(buildBrowseHref(filters));
        else
          void loadReader().then(
            (readers) => navigate(buildSearchHref(filters, readers)),
            () => navigate(buildBrowseHref(filters)),
          );
      }}
    >
      <h2 id={`${id}-title`} className="home-search-title">
        {t('home.search.title')}
      </h2>
      <div className="home-search-fields">
        <SelectField
          label={t('home.search.brand')}
          value={filters.brand}
          options={[
            { value: 'all', label: t('home.search.allBrands') },
            ...homeBrands.map((brand) => ({ value: brand, label: brandNames[brand] })),
          ]}
          onChange={(brand) => set('brand', brand)}
        />
        <Field label={t('home.search.model')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              placeholder={t('home.search.modelPlaceholder')}
              value={filters.model}
              onFocus={() => void loadReader()}
              onChange={(event) => set('model', event.target.value)}
            />
          )}
        </Field>
        <SelectField
          label={t('home.search.price')}
          value={filters.priceRange}
          options={[
            { value: 'any', label: t('home.search.anyPrice') },
            ...homePriceRanges.map((range) => ({
              value: range,
              label: t(`home.search.prices.${range}`),
            })),
          ]}
          onChange={(range) => set('priceRange', range)}
        />
        <SelectField
          label={t('home.search.location')}
          value={filters.location}
          options={[
            { value: 'all', label: t('home.search.allLocations') },
            ...homeLocations.map((location) => ({
              value: location,
              label: t(`home.search.locations.${location}`),
            })),
          ]}
          onChange={(location) => set('location', location)}
        />
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
