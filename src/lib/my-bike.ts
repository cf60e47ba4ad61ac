import { z } from 'zod';
import { fitsBike, type Fitment, type MyBike } from '@/domain/listings/fitment';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { createStore, type ValueStore } from '@/lib/create-store';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * "My bike": the buyer's make, model and year, kept in this browser (no account). What is read
 * back is checked with zod: an unreadable or tampered value counts as no bike, never a crash.
 */
export type { MyBike } from '@/domain/listings/fitment';

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

// The schema is built on first use (configureZod), so the store is too.
let store: ValueStore<MyBike | null> | undefined;
const bikeStore = () =>
  (store ??= createStore<MyBike | null>({
    key: STORAGE_KEYS.myBike,
    schema: { safeParse: (value) => myBikeSchema().safeParse(value) },
    fallback: null,
  }));

export function parseStoredBike(raw: string | null): MyBike | null {
  return bikeStore().parse(raw);
}

/** The same object until storage changes (useSyncExternalStore needs that). */
export function readMyBike(): MyBike | null {
  return bikeStore().get();
}

/** Throws StorageWriteError when the browser keeps nothing (private mode, full quota). */
export function saveMyBike(bike: MyBike): void {
  bikeStore().set(myBikeSchema().parse(bike));
}

export function clearMyBike(): void {
  bikeStore().remove();
}

export function subscribeMyBike(listener: () => void): () => void {
  return bikeStore().subscribe(listener);
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
