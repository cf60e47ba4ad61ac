import { parseItemSearch, searchParamsRecord } from '@/domain/listings/item-search';
import { readListCursor } from '@/domain/listings/list-cursor';
import { emptyVehicleSearch, parseVehicleSearch } from '@/domain/vehicles/vehicle-search';
import { mergeListing } from '@/domain/vehicles/merge-listing';
import { localOnlyAds, readOwnAds } from '@/lib/own-ads/store';
import type { PageDataSource } from '@/lib/page-data';
import { fetchItemPage, lookupItem } from './items-api';
import { fetchVehiclePage, lookupVehicle } from './vehicles-api';

function vehicleSearch(params: URLSearchParams) {
  try {
    return parseVehicleSearch(params);
  } catch {
    // A hand-edited address with a bad value lists everything, as the server reads it.
    return { ...emptyVehicleSearch, make: [], location: [] };
  }
}

/**
 * The pages' loaders in the browser of a marketplace server: the API answers what the server's
 * repositories answer when it renders (server/pages/page-data-source.ts). Its code loads with
 * the first navigation that needs data; a server-rendered page needs none to hydrate.
 */
export const apiPageSource: PageDataSource = {
  async lookupVehicle(id) {
    try {
      return await lookupVehicle(id);
    } catch (error) {
      console.error('[vehicle] the server did not answer', error);
      // The copy kept from an earlier visit, for a server that does not answer.
      const copy = await import('@/lib/seen-ads')
        .then(({ readSeenAd }) => readSeenAd(id))
        .catch(() => null);
      return { vehicle: null, gone: null, unreachable: { copy } };
    }
  },
  lookupItem: (id) => lookupItem(id),
  // `?after=…` (the "More ads" link): the page from there, as the server reads it.
  listVehicles: (type, params) =>
    fetchVehiclePage(type, vehicleSearch(params), readListCursor(params)),
  /** Everyone's newest ads, and this browser's that the server does not have, without duplicates. */
  async latestVehicles(limit) {
    const page = await fetchVehiclePage('all', emptyVehicleSearch, null, undefined, limit);
    return mergeListing(page.items, localOnlyAds(readOwnAds()), 'newest', true).slice(0, limit);
  },
  listItems: (kind, params) =>
    fetchItemPage(parseItemSearch(kind, searchParamsRecord(params)), readListCursor(params)),
};
