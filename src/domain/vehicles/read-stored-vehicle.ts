import { VEHICLE_LIMITS } from './vehicle-limits';
import { isSafeImageUrl } from './image-url';
import type { Vehicle } from './vehicle-schema';
import { storedVehicleTypes, type Condition, type StoredVehicleType } from './vehicle-types';

const L = VEHICLE_LIMITS;
const typeSet: ReadonlySet<unknown> = new Set(storedVehicleTypes);
const ELLIPSIS = '…';

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  // By code points, so an emoji or other astral character is never cut in half.
  const points = Array.from(trimmed);
  return points.length <= max
    ? trimmed
    : `${points
        .slice(0, max - 1)
        .join('')
        .trimEnd()}${ELLIPSIS}`;
}

function textOr(value: unknown, max: number, fallback: string): string {
  return typeof value === 'string' ? clip(value, max) : fallback;
}

function optionalText(value: unknown, max: number): string | null {
  return textOr(value, max, '') || null;
}

function numberIn(value: unknown, min: number, below: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value < below
    ? value
    : null;
}

function wholeIn(value: unknown, min: number, max: number): number | null {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : null;
}

function yearOf(value: unknown): number | null {
  return wholeIn(value, L.minYear, L.maxYear());
}

function listOf(value: unknown, maxItems: number, item: (value: unknown) => string | null) {
  if (!Array.isArray(value)) return [];
  return value
    .map(item)
    .filter((entry): entry is string => entry !== null && entry !== '')
    .slice(0, maxItems);
}

function imageOf(value: unknown): string | null {
  return typeof value === 'string' && value.length <= L.dataUrlMax && isSafeImageUrl(value)
    ? value
    : null;
}

function tagOf(entry: unknown): string | null {
  return typeof entry === 'string' ? clip(entry, 40) : null;
}

function conditionOf(value: unknown): Condition {
  if (value === 'New' || value === 'Used') return value;
  // The post form's default for an ad whose condition cannot be read.
  return typeof value === 'string' && value.trim().toLowerCase() === 'new' ? 'New' : 'Used';
}

function nameOf(value: unknown, max: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? clip(value, max) : null;
}

/**
 * Lenient: a visitor's own ads must never vanish because one field breaks today's limit. The
 * one reader of stored ads: each was checked with the vehicle schema when it was stored, and an ad
 * that passes the schema reads the same here (read-stored-vehicle.test.ts). Running the schema
 * first costs a cheap phone too much with thousands of ads (docs/decisions/0012-one-vehicle-schema.md).
 */
export function readStoredVehicle(value: unknown): Vehicle | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const ad = value as Record<string, unknown>;
  const id = typeof ad.id === 'string' ? ad.id.trim() : '';
  const make = nameOf(ad.make, L.makeMax);
  const model = nameOf(ad.model, L.modelMax);
  const year = wholeIn(ad.year, 1000, 9999);
  if (!id || !typeSet.has(ad.type) || make === null || model === null || year === null) {
    return null;
  }
  const engine =
    wholeIn(ad.engineCapacityCc, 0, L.maxEngineCc) ?? wholeIn(ad.engineCc, 0, L.maxEngineCc);
  const gallery = listOf(ad.gallery, L.galleryMax, imageOf);
  return {
    id,
    type: ad.type as StoredVehicleType,
    title: textOr(ad.title, L.titleMax, ''),
    make,
    model,
    year,
    registerYear: yearOf(ad.registerYear) ?? year,
    price: numberIn(ad.price, 0, L.maxAmount),
    mileageKm: numberIn(ad.mileageKm, 0, L.maxAmount),
    engineCc: engine,
    engineCapacityCc: engine,
    transmission: optionalText(ad.transmission, L.shortTextMax),
    fuelType: optionalText(ad.fuelType, L.shortTextMax),
    color: optionalText(ad.color, L.shortTextMax),
    description: optionalText(ad.description, L.descriptionMax),
    condition: conditionOf(ad.condition),
    location: textOr(ad.location, L.locationMax, ''),
    // An unreadable date shows as a dash and sorts last (see formatPostedDate, sortVehicles).
    postedAt: typeof ad.postedAt === 'string' ? ad.postedAt.trim().slice(0, 40) : '',
    phone:
      typeof ad.phone === 'string' && ad.phone.trim().length <= L.phoneMax ? ad.phone.trim() : '',
    image: imageOf(ad.image) ?? gallery[0] ?? '',
    gallery,
    categories: listOf(ad.categories, L.listMax, tagOf),
    tags: listOf(ad.tags, L.listMax, tagOf),
    soldAt: null,
  };
}
