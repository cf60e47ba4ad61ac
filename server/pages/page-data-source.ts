import { parseItemSearch, searchParamsRecord } from '@/domain/listings/item-search';
import { canonicalPlaceName } from '@/domain/places';
import { emptyVehicleSearch, parseVehicleSearch } from '@/domain/vehicles/vehicle-search';
import { isVehicleType } from '@/domain/vehicles/vehicle-types';
import { readListCursor } from '@/domain/listings/list-cursor';
import { languageCodes } from '@/i18n/languages';
import type { PageDataSource } from '@/lib/page-data';
import { previewPath } from '../previews/preview-service';
import type { ItemRepository } from '../listings/item-repository';
import { ITEM_PAGE_DEFAULT } from '../routes/items/schemas';
import type { LeaseRulesRepository } from '../vehicles/lease-rules-repository';
import type { VehicleRepository } from '../vehicles/vehicle-repository';
import { PAGE_DEFAULT } from '../routes/vehicles/schemas';
import { decodeCursor } from '../vehicles/vehicle-cursor';

export function createPageDataSource(
  repository: VehicleRepository,
  leaseRules: LeaseRulesRepository,
  items: ItemRepository,
): PageDataSource {
  return {
    leaseRules: () => leaseRules.get(),

    async lookupVehicle(id) {
      const found = id.length <= 200 ? await repository.lookup(id) : null;
      if (!found) return { vehicle: null, gone: null };
      const { vehicle } = found;
      if (!vehicle) return found;
      const previews = Object.fromEntries(
        languageCodes.map((lang) => [lang, previewPath(vehicle, lang)]),
      );
      return { ...found, previews };
    },

    /** `gone` as the API's 410 says it: the kind in `type`, so the page links the right list. */
    async lookupItem(id) {
      const found = id.length <= 200 ? await items.lookup(id) : null;
      if (!found) return { ad: null, gone: null };
      if (!found.ad) {
        return { ad: null, gone: { reason: found.gone.reason, type: found.gone.kind, make: '' } };
      }
      const { ad } = found;
      const previews = Object.fromEntries(
        languageCodes.map((lang) => [lang, previewPath(ad, lang)]),
      );
      return { ad, gone: null, previews };
    },

    async listVehicles(typeParam, params) {
      const type = isVehicleType(typeParam) ? typeParam : 'all';
      let search;
      try {
        search = parseVehicleSearch(params);
      } catch {
        // A hand-edited address with a bad value lists everything, as the app's URL reading does.
        search = { ...emptyVehicleSearch, make: [], location: [] };
      }
      const { sort, ...filters } = { ...search, q: canonicalPlaceName(search.q) };
      // `?after=…` (the "More ads" link): the page from there; a cursor of another list, the first.
      const after = readListCursor(params);
      const cursor = after ? decodeCursor(sort, after) : null;
      const [page, facets] = await Promise.all([
        repository.list({ filters: { ...filters, type }, sort, cursor, limit: PAGE_DEFAULT }),
        repository.facets(type),
      ]);
      return { ...page, facets };
    },

    // The view's own reading of its URL (item-search.ts), as the list API and the browser read it.
    listItems(kind, params) {
      const search = parseItemSearch(kind, searchParamsRecord(params));
      const after = readListCursor(params);
      return items.list(search, after ? decodeCursor(search.sort, after) : null, ITEM_PAGE_DEFAULT);
    },

    async latestVehicles(limit) {
      const filters = { ...emptyVehicleSearch, make: [], location: [], type: 'all' as const };
      const { sort, ...rest } = filters;
      return (await repository.list({ filters: rest, sort, cursor: null, limit })).items;
    },
  };
}
