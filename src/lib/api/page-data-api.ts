import { parseItemSearch, searchParamsRecord } from '@/domain/listings/item-search';
import { emptyVehicleSearch, parseVehicleSearch } from '@/domain/vehicles/vehicle-search';
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
  lookupVehicle: (id) => lookupVehicle(id),
  lookupItem: (id) => lookupItem(id),
  listVehicles: (type, params) => fetchVehiclePage(type, vehicleSearch(params), null),
  async latestVehicles(limit) {
    const page = await fetchVehiclePage('all', emptyVehicleSearch, null, undefined, limit);
    return page.items;
  },
  listItems: (kind, params) =>
    fetchItemPage(parseItemSearch(kind, searchParamsRecord(params)), null),
};
