import { parseVehicleFast } from '@/domain/vehicles/vehicle-fast-parse';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { toSearchParams, type VehicleSearch } from '@/domain/vehicles/vehicle-search';
import { ApiError, requestJson, type GoneAd } from '@/lib/api/api-client';

export type VehiclePage = {
  items: Vehicle[];
  total: number;
  /** A keyword search stopped counting at `total`: shown as "1,000+". */
  totalCapped: boolean;
  nextCursor: string | null;
  facets: { makes: string[]; locations: string[] } | null;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function readPage(body: unknown): VehiclePage {
  const value = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(value.items) || typeof value.total !== 'number') {
    throw new ApiError(200, 'bad_response', 'Not a page of ads');
  }
  const items: Vehicle[] = [];
  for (const item of value.items) {
    const vehicle = parseVehicleFast(item);
    if (vehicle) items.push(vehicle);
    else console.warn('[api] skipped an ad the app cannot show', item);
  }
  const facets = value.facets as Record<string, unknown> | undefined;
  return {
    items,
    total: value.total,
    totalCapped: value.totalCapped === true,
    nextCursor: typeof value.nextCursor === 'string' ? value.nextCursor : null,
    facets: facets ? { makes: strings(facets.makes), locations: strings(facets.locations) } : null,
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
    const vehicle = parseVehicleFast(
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
