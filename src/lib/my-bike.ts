import { z } from 'zod';
import { fitsBike, type Fitment, type MyBike } from '@/domain/listings/fitment';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { STORAGE_KEYS, readRaw, removeKey, writeJson } from '@/lib/storage';

/**
 * "My bike": the buyer's make, model and year, kept in this browser (no account). What is read
 * back is checked with zod: an unreadable or tampered value counts as no bike, never a crash.
 */
export type { MyBike } from '@/domain/listings/fitment';

const KEY = STORAGE_KEYS.myBike;

let schema: z.ZodType<MyBike> | undefined;
function myBikeSchema(): z.ZodType<MyBike> {
  configureZod();
  return (schema ??= z.object({
    make: z.string().trim().min(1).max(VEHICLE_LIMITS.makeMax),
    model: z.string().trim().min(1).max(VEHICLE_LIMITS.modelMax),
    year: z.number().int().min(VEHICLE_LIMITS.minYear).max(VEHICLE_LIMITS.maxYear()),
  }));
}

/** What the form may store: the same checks, with the field that failed. */
export type MyBikeProblem = 'make' | 'model' | 'year';

export function checkMyBike(input: {
  make: string;
  model: string;
  year: string;
}): { bike: MyBike; problems: [] } | { bike: null; problems: MyBikeProblem[] } {
  const year = /^\d{4}$/.test(input.year.trim()) ? Number(input.year.trim()) : NaN;
  const result = myBikeSchema().safeParse({ make: input.make, model: input.model, year });
  if (result.success) return { bike: result.data, problems: [] };
  const problems = [
    ...new Set(result.error.issues.map((issue) => String(issue.path[0]) as MyBikeProblem)),
  ];
  return { bike: null, problems };
}

export function parseStoredBike(raw: string | null): MyBike | null {
  if (raw === null) return null;
  try {
    const result = myBikeSchema().safeParse(JSON.parse(raw));
    if (result.success) return result.data;
  } catch {
    // Not JSON: as if none was set.
  }
  console.warn('[my-bike] the stored bike is unreadable; treating it as not set');
  return null;
}

let snapshot: { raw: string | null; bike: MyBike | null } | null = null;

/** The same object until storage changes (useSyncExternalStore needs that). */
export function readMyBike(): MyBike | null {
  const raw = readRaw(KEY);
  if (snapshot?.raw !== raw) snapshot = { raw, bike: parseStoredBike(raw) };
  return snapshot.bike;
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

/** Throws StorageWriteError when the browser keeps nothing (private mode, full quota). */
export function saveMyBike(bike: MyBike): void {
  writeJson(KEY, myBikeSchema().parse(bike));
  notify();
}

export function clearMyBike(): void {
  removeKey(KEY);
  notify();
}

export function subscribeMyBike(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** "Pulsar 150 (2018)": the toggle's and the cards' name for the bike. */
export function myBikeLabel(bike: MyBike): string {
  return `${bike.model} (${bike.year})`;
}

/** Whether a part is listed for the buyer's bike (a part that fits any bike fits it). */
export function partFitsMyBike(
  part: { fitsAnyBike: boolean; fitment: readonly Fitment[] },
  bike: MyBike,
): boolean {
  return fitsBike(part, bike);
}
