import type { PriceVerdict } from '../pricing/fair-price';
import type { Vehicle } from './vehicle-schema';
import { isSafeImageUrl } from './image-url';
import { VEHICLE_LIMITS } from './vehicle-limits';
import { storedVehicleTypes } from './vehicle-types';

export { isSafeImageUrl };

// No zod here: it stays out of the home page's first load.

// Same rules as vehicleSchema by hand (a test holds them equal), so the browser needs no zod.
// zod's ISO datetime with an offset: leap days, any fraction of a second.
const FAST_DATETIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const typeSet: ReadonlySet<unknown> = new Set(storedVehicleTypes);

class NotFast extends Error {}
function fail(): never {
  throw new NotFast();
}
function fastText(value: unknown, max: number, min = 0): string {
  if (typeof value !== 'string') fail();
  const trimmed = value.trim();
  return trimmed.length > max || trimmed.length < min ? fail() : trimmed;
}
function orNull<T>(value: unknown, check: (value: unknown) => T): T | null {
  return value === undefined || value === null ? null : check(value);
}
function int(value: unknown, min: number, max: number): number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fail();
}
const yearOf = (value: unknown) => int(value, VEHICLE_LIMITS.minYear, VEHICLE_LIMITS.maxYear());
const engineOf = (value: unknown) => int(value, 0, VEHICLE_LIMITS.maxEngineCc);
function amountOf(value: unknown): number {
  return typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value < VEHICLE_LIMITS.maxAmount
    ? value
    : fail();
}
function listOf(value: unknown, maxItems: number, item: (value: unknown) => string): string[] {
  return Array.isArray(value) && value.length <= maxItems ? value.map(item) : fail();
}
const urlOf = (value: unknown) =>
  typeof value === 'string' && value.length <= VEHICLE_LIMITS.dataUrlMax ? value : fail();
const tagOf = (value: unknown) => fastText(value, 40);
const shortOf = (value: unknown) => fastText(value, VEHICLE_LIMITS.shortTextMax) || null;

const verdicts: ReadonlySet<unknown> = new Set(['good', 'fair', 'above']);
const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : fail());
function priceCheckOf(value: unknown): NonNullable<Vehicle['priceCheck']> {
  if (typeof value !== 'object' || value === null) fail();
  const check = value as Record<string, unknown>;
  if (!verdicts.has(check.verdict)) fail();
  return {
    verdict: check.verdict as PriceVerdict,
    count: int(check.count, 0, Number.MAX_SAFE_INTEGER),
    p25: finite(check.p25),
    p75: finite(check.p75),
  };
}

export function parseVehicleFast(value: unknown): Vehicle | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const ad = value as Record<string, unknown>;
  const { type, condition, postedAt } = ad;
  if (!typeSet.has(type) || (condition !== 'New' && condition !== 'Used')) return null;
  if (typeof postedAt !== 'string' || !FAST_DATETIME.test(postedAt) || ad.price === undefined) {
    return null;
  }
  try {
    const year = yearOf(ad.year);
    const engine = orNull(ad.engineCapacityCc, engineOf) ?? orNull(ad.engineCc, engineOf);
    orNull(ad.engineCc, engineOf);
    const gallery = (
      orNull(ad.gallery, (v) => listOf(v, VEHICLE_LIMITS.galleryMax, urlOf)) ?? []
    ).filter(isSafeImageUrl);
    const rawImage = orNull(ad.image, urlOf);
    return {
      id: fastText(ad.id, 200, 1),
      type: type as Vehicle['type'],
      title: fastText(ad.title, VEHICLE_LIMITS.titleMax),
      make: fastText(ad.make, VEHICLE_LIMITS.makeMax),
      model: fastText(ad.model, VEHICLE_LIMITS.modelMax),
      year,
      registerYear: orNull(ad.registerYear, yearOf) ?? year,
      price: orNull(ad.price, amountOf),
      mileageKm: orNull(ad.mileageKm, amountOf),
      engineCc: engine,
      engineCapacityCc: engine,
      transmission: orNull(ad.transmission, shortOf),
      fuelType: orNull(ad.fuelType, shortOf),
      color: orNull(ad.color, shortOf),
      description: orNull(
        ad.description,
        (v) => fastText(v, VEHICLE_LIMITS.descriptionMax) || null,
      ),
      condition,
      location: fastText(ad.location, VEHICLE_LIMITS.locationMax),
      postedAt,
      phone: orNull(ad.phone, (v) => fastText(v, VEHICLE_LIMITS.phoneMax)) ?? '',
      image: rawImage && isSafeImageUrl(rawImage) ? rawImage : (gallery[0] ?? ''),
      gallery,
      categories: orNull(ad.categories, (v) => listOf(v, VEHICLE_LIMITS.listMax, tagOf)) ?? [],
      tags: orNull(ad.tags, (v) => listOf(v, VEHICLE_LIMITS.listMax, tagOf)) ?? [],
      soldAt: orNull(ad.soldAt, (v) =>
        typeof v === 'string' && FAST_DATETIME.test(v) ? v : fail(),
      ),
      ...(ad.priceCheck === undefined ? {} : { priceCheck: orNull(ad.priceCheck, priceCheckOf) }),
      ...(ad.sample === true ? { sample: true as const } : {}),
      ...(ad.phoneHidden === true ? { phoneHidden: true as const } : {}),
    };
  } catch (error) {
    if (error instanceof NotFast) return null;
    throw error;
  }
}
