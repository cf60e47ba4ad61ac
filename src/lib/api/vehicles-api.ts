import * as z from 'zod/mini';
import { buildVehiclePageSchema } from '@/domain/vehicles/vehicle-page-schema';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { toSearchParams, type VehicleSearch } from '@/domain/vehicles/vehicle-search';
import { ApiError, requestJson, type GoneAd } from '@/lib/api/api-client';
import { readResponse } from './read-response';

export type VehiclePage = {
  items: Vehicle[];
  total: number;
  /** A keyword search stopped counting at `total`: shown as "1,000+". */
  totalCapped: boolean;
  nextCursor: string | null;
  facets: { makes: string[]; locations: string[] } | null;
};

let pageSchema: ReturnType<typeof buildPageSchema> | undefined;
// Each ad is read on its own below: one the app cannot show is skipped, not the whole page.
const buildPageSchema = () => buildVehiclePageSchema(z.unknown());

function readPage(body: unknown): VehiclePage {
  const page = readResponse((pageSchema ??= buildPageSchema()), body);
  const items: Vehicle[] = [];
  for (const item of page.items) {
    const vehicle = parseVehicle(item);
    if (vehicle) items.push(vehicle);
    else console.warn('[api] skipped an ad the app cannot show', item);
  }
  return {
    items,
    total: page.total,
    totalCapped: page.totalCapped === true,
    nextCursor: page.nextCursor,
    facets: page.facets ?? null,
  };
}

export async function fetchVehiclePage(
  type: string,
  search: VehicleSearch,
  cursor: string | null,
  signal?: AbortSignal,
  limit?: number,
): Promise<VehiclePage> {
  const params = toSearchParams(search);
  params.set('type', type);
  if (limit) params.set('limit', String(limit));
  if (search.sort === 'newest') params.set('sort', 'newest');
  if (cursor) params.set('cursor', cursor);
  return readPage(await requestJson(`/vehicles?${params.toString()}`, { signal }));
}

/** One ad by id; `gone` when it was listed once (expired, sold, deleted); null when unknown. */
export async function lookupVehicle(
  id: string,
  signal?: AbortSignal,
): Promise<{ vehicle: Vehicle | null; gone: GoneAd | null }> {
  try {
    const vehicle = parseVehicle(
      await requestJson(`/vehicles/${encodeURIComponent(id)}`, { signal }),
    );
    return { vehicle, gone: null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      return { vehicle: null, gone: error.gone };
    }
    throw error;
  }
}

export async function fetchVehicle(id: string, signal?: AbortSignal): Promise<Vehicle | null> {
  return (await lookupVehicle(id, signal)).vehicle;
}
