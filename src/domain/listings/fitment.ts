import { canonicalMakeName, lookupAlias } from '../search/alias-index';
import { makeAliases, modelAliases } from '../search/aliases';
import { searchKey } from '../search/search-key';
import { VEHICLE_LIMITS } from '../vehicles/vehicle-limits';
import type { Fitment } from './item-rules';

export type { Fitment } from './item-rules';

/** The buyer's bike ("My bike"), kept in the browser: one make, model and year. */
export type MyBike = { make: string; model: string; year: number };

/** The project's brand and model table (domain/search/aliases.ts): the form's suggestions. */
export const knownMakes: readonly string[] = Object.keys(makeAliases);
export const knownModels: readonly string[] = Object.keys(modelAliases);

/** A known make in its table spelling ("හොන්ඩා" → "Honda"); anything else kept as typed. */
export function fitmentMakeName(make: string): string {
  return canonicalMakeName(make);
}

/**
 * A known model name written in another script or spelling becomes the table's ("පල්සර් 150" →
 * "Pulsar 150"); the rest of what was typed stays (a bike not in the table is kept, not refused).
 */
export function fitmentModelName(model: string): string {
  const typed = model.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  return typed
    .map((word) => {
      const hit = lookupAlias(searchKey(word));
      return hit?.kind === 'model' ? hit.name : word;
    })
    .join(' ');
}

/** Make or model as the fit keys compare them: folded, no spaces ("Pulsar 150" = "pulsar150"). */
export function fitName(text: string): string {
  return searchKey(text).replace(/ /g, '');
}

const ANY_YEAR = '*';
/** The key of a part that fits any bike. */
export const ANY_BIKE_KEY = '*';

/**
 * The keys a part is found by, one per make, model and year it fits (`make|model|year`), or
 * `make|model|*` for every year: "fits my bike" is then one lookup of the bike's two keys.
 */
export function fitKeys(fitment: readonly Fitment[]): string[] {
  const keys = new Set<string>();
  const maxYear = VEHICLE_LIMITS.maxYear();
  for (const fit of fitment) {
    const base = baseKey(fit.make, fit.model);
    if (fit.yearFrom === null && fit.yearTo === null) {
      keys.add(`${base}|${ANY_YEAR}`);
      continue;
    }
    const from = Math.max(fit.yearFrom ?? VEHICLE_LIMITS.minYear, VEHICLE_LIMITS.minYear);
    const to = Math.min(fit.yearTo ?? maxYear, maxYear);
    for (let year = from; year <= to; year += 1) keys.add(`${base}|${year}`);
  }
  // A bike listed for every year needs no year of its own: a part then has at most one of a
  // bike's two keys (bikeKeys), so a count of keys is a count of parts.
  return [...keys].filter(
    (key) =>
      key.endsWith(`|${ANY_YEAR}`) ||
      !keys.has(`${key.slice(0, key.lastIndexOf('|'))}|${ANY_YEAR}`),
  );
}

function baseKey(make: string, model: string): string {
  return `${fitName(fitmentMakeName(make))}|${fitName(fitmentModelName(model))}`;
}

/** The keys of parts listed for this bike (not counting parts that fit any bike). */
export function bikeKeys(bike: MyBike): string[] {
  const base = baseKey(bike.make, bike.model);
  return [`${base}|${bike.year}`, `${base}|${ANY_YEAR}`];
}

/** Whether a part is listed for this bike (for its card and page). */
export function fitsBike(
  part: { fitsAnyBike: boolean; fitment: readonly Fitment[] },
  bike: MyBike,
): boolean {
  if (part.fitsAnyBike) return true;
  const wanted = new Set(bikeKeys(bike));
  return part.fitment.some((fit) => fitKeys([fit]).some((key) => wanted.has(key)));
}

export { fitmentText } from './item-rules';
