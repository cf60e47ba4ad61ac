import type { ItemList, WithContext } from 'schema-dts';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

/** Search engines read a list's first ads, not all of them: a page's worth. */
export const LIST_JSON_LD_MAX = 24;

/**
 * A list page's structured data: the ads it shows first, each with its own page's address, in
 * the page's language. `urlOf` gives an ad's absolute address; `total` is the list's count.
 */
export function listJsonLd(
  vehicles: readonly Vehicle[],
  {
    name,
    url,
    total,
    titleOf,
    urlOf,
  }: {
    name: string;
    url: string;
    total: number;
    titleOf: (vehicle: Vehicle) => string;
    urlOf: (vehicle: Vehicle) => string;
  },
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: total,
    itemListElement: vehicles.slice(0, LIST_JSON_LD_MAX).map((vehicle, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: urlOf(vehicle),
      name: titleOf(vehicle),
    })),
  };
}
