import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field, Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { placeName, sortByPlaceName } from '@/data/places';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { includesFolded } from '@/domain/vehicles/list-options';
import { compileQuery, matchesQuery, placeSearchText } from '@/domain/search/search-match';

export type FilterDraft = {
  make: string[];
  location: string[];
  yearMin: string;
  yearMax: string;
  priceMin: string;
  priceMax: string;
  q: string;
};

type Props = {
  draft: FilterDraft;
  setDraft: Dispatch<SetStateAction<FilterDraft>>;
  makes: string[];
  locations: string[];
  locationQuery: string;
  onLocationQuery: (query: string) => void;
};

function toggle(list: string[], value: string): string[] {
  return includesFolded(list, value)
    ? list.filter((item) => item.toLowerCase() !== value.toLowerCase())
    : [...list, value];
}

/** The filter form's fields: keyword, locations (with a search box), makes, year and price. */
export function VehicleFilterFields({
  draft,
  setDraft,
  makes,
  locations,
  locationQuery,
  onLocationQuery,
}: Props) {
  const { t, lang } = useTranslation();

  // Towns show in the reader's language; the search finds them by any name or spelling
  // (කොළඹ, கொழும்பு, "kolamba", "colmbo").
  const townName = useCallback((location: string) => placeName(location, lang), [lang]);
  const sortedLocations = useMemo(() => sortByPlaceName(locations, lang), [locations, lang]);
  const visibleLocations = useMemo(() => {
    const query = compileQuery(locationQuery);
    return query.phrase
      ? sortedLocations.filter((location) => matchesQuery(query, placeSearchText(location)))
      : sortedLocations;
  }, [sortedLocations, locationQuery]);

  function set<K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }
  // Stable, so typing in the other fields does not re-render every checkbox.
  const toggleLocation = useCallback(
    (value: string) =>
      setDraft((current) => ({ ...current, location: toggle(current.location, value) })),
    [setDraft],
  );
  const toggleMake = useCallback(
    (value: string) => setDraft((current) => ({ ...current, make: toggle(current.make, value) })),
    [setDraft],
  );
  const showFewer = t('vehicles.filters.showFewer');
  const showAll = (options: string[]) =>
    t('vehicles.filters.showAll', { n: formatNumber(options.length) });

  return (
    <div className="vl-filters-body">
      <Field label={t('vehicles.filters.keyword')} hint={t('vehicles.filters.keywordHint')}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={draft.q}
            maxLength={100}
            onChange={(event) => set('q', event.target.value)}
          />
        )}
      </Field>

      <Fieldset legend={t('vehicles.filters.location')} className="vl-fieldset">
        <Input
          type="search"
          value={locationQuery}
          aria-label={t('vehicles.filters.searchLocations')}
          placeholder={t('vehicles.filters.searchLocations')}
          onChange={(event) => onLocationQuery(event.target.value)}
        />
        <CheckboxGroup
          options={visibleLocations}
          selected={draft.location}
          isSelected={includesFolded}
          onToggle={toggleLocation}
          emptyText={t('vehicles.filters.noLocations')}
          labelOf={townName}
          showAllLabel={showAll(visibleLocations)}
          showFewerLabel={showFewer}
        />
      </Fieldset>

      <Fieldset legend={t('vehicles.filters.make')} className="vl-fieldset">
        <CheckboxGroup
          options={makes}
          selected={draft.make}
          isSelected={includesFolded}
          onToggle={toggleMake}
          showAllLabel={showAll(makes)}
          showFewerLabel={showFewer}
        />
      </Fieldset>

      {(['year', 'price'] as const).map((range) => (
        <Fieldset key={range} legend={t(`vehicles.filters.${range}`)} className="vl-fieldset">
          <div className="vl-range">
            {(['Min', 'Max'] as const).map((end) => {
              const key = `${range}${end}` as const;
              return (
                <Input
                  key={key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={draft[key]}
                  placeholder={t(end === 'Min' ? 'vehicles.filters.min' : 'vehicles.filters.max')}
                  aria-label={t(`vehicles.filters.${key}`)}
                  onChange={(event) => set(key, event.target.value)}
                />
              );
            })}
          </div>
        </Fieldset>
      ))}
    </div>
  );
}
