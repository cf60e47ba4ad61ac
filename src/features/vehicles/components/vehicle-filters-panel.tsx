import { useMemo } from 'react';
import { canonicalPlaceName } from '@/domain/places';
import { distinctOptions } from '@/domain/vehicles/list-options';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { VehicleFilters as Filters } from '@/domain/vehicles/vehicle-search';
import type { VehiclePage } from '@/lib/api/vehicles-api';
import type { FilterDraft } from './vehicle-filter-fields';
import { VehicleFilters } from './vehicle-filters';

const splitKey = (key: string) => (key ? key.split('\n') : []);

type FiltersProps = {
  id: string;
  applied: Filters;
  inCategory: Vehicle[];
  facets: VehiclePage['facets'];
  /** The URL's makes and towns, one a line. */
  makeKey: string;
  locationKey: string;
  onClose: () => void;
  onApply: (draft: FilterDraft) => void;
  onReset: () => void;
};

/** The filter panel with its makes and towns: those of the category's ads, and more. */
export function FiltersPanel({ inCategory, facets, makeKey, locationKey, ...props }: FiltersProps) {
  const baseMakes = useMemo(() => distinctOptions(inCategory.map((v) => v.make)), [inCategory]);
  const baseLocations = useMemo(
    () => distinctOptions(inCategory.map((v) => canonicalPlaceName(v.location))),
    [inCategory],
  );
  // Values from the URL that no vehicle has (e.g. the home search's location) still show,
  // checked; served by the marketplace server, its makes and towns for the category too.
  const makes = useMemo(
    () =>
      makeKey || facets
        ? distinctOptions(baseMakes, [...(facets?.makes ?? []), ...splitKey(makeKey)])
        : baseMakes,
    [baseMakes, makeKey, facets],
  );
  const locations = useMemo(
    () =>
      locationKey || facets
        ? distinctOptions(baseLocations, [...(facets?.locations ?? []), ...splitKey(locationKey)])
        : baseLocations,
    [baseLocations, locationKey, facets],
  );
  return <VehicleFilters {...props} makes={makes} locations={locations} />;
}
