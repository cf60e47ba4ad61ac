import { z } from 'zod';
import { vehicleTypes } from '@/config/paths';

// Our Content-Security-Policy allows no eval: tell zod not to probe `new Function` (the caught
// probe is still reported as a CSP violation). Every page that parses ads loads this module.
z.config({ jitless: true });

/** Limits shared by the post form, stored-ad validation and the sample data. */
export const VEHICLE_LIMITS = {
  minYear: 1950,
  maxYear: () => new Date().getFullYear() + 1,
  maxAmount: 100_000_000, // price and mileage must be below this
  maxEngineCc: 10_000,
  titleMax: 120,
  makeMax: 40,
  modelMax: 60,
  shortTextMax: 40,
  locationMax: 60,
  phoneMax: 20,
  urlMax: 2_048,
  /** Uploaded photos are re-encoded to roughly 200 KB; anything far larger is not ours. */
  dataUrlMax: 1_500_000,
  galleryMax: 12,
  listMax: 20,
} as const;

export const conditions = ['New', 'Used'] as const;
export type Condition = (typeof conditions)[number];

/** Only http(s) URLs, same-origin paths and data:image URLs may be shown as images. */
export function isSafeImageUrl(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url.length <= VEHICLE_LIMITS.urlMax;
  if (/^data:image\/(png|jpe?g|webp|gif|avif);base64,[a-z0-9+/=]+$/i.test(url)) {
    return url.length <= VEHICLE_LIMITS.dataUrlMax;
  }
  if (!/^https?:\/\//i.test(url) || url.length > VEHICLE_LIMITS.urlMax) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const year = () =>
  z
    .number()
    .int()
    .min(VEHICLE_LIMITS.minYear)
    .refine((value) => value <= VEHICLE_LIMITS.maxYear(), 'Year is in the future');
const amount = () => z.number().finite().min(0).lt(VEHICLE_LIMITS.maxAmount);
const tagList = z.array(text(40)).max(VEHICLE_LIMITS.listMax);

/**
 * A vehicle ad (SPEC §3). Used for sample data, for ads read back from localStorage and for the
 * post form's output. Normalises on parse: registerYear defaults to year; engineCc and
 * engineCapacityCc always hold the same value; unsafe image URLs are dropped (a placeholder shows).
 */
export const vehicleSchema = z
  .object({
    id: text(200).min(1),
    type: z.enum(vehicleTypes),
    title: text(VEHICLE_LIMITS.titleMax),
    make: text(VEHICLE_LIMITS.makeMax),
    model: text(VEHICLE_LIMITS.modelMax),
    year: year(),
    registerYear: year().nullish(),
    price: amount().nullable(),
    mileageKm: amount().nullish(),
    engineCc: z.number().int().min(0).max(VEHICLE_LIMITS.maxEngineCc).nullish(),
    engineCapacityCc: z.number().int().min(0).max(VEHICLE_LIMITS.maxEngineCc).nullish(),
    transmission: optionalText(VEHICLE_LIMITS.shortTextMax),
    fuelType: optionalText(VEHICLE_LIMITS.shortTextMax),
    color: optionalText(VEHICLE_LIMITS.shortTextMax),
    condition: z.enum(conditions),
    location: text(VEHICLE_LIMITS.locationMax),
    postedAt: z.iso.datetime({ offset: true }),
    phone: text(VEHICLE_LIMITS.phoneMax).nullish(),
    image: z.string().max(VEHICLE_LIMITS.dataUrlMax).nullish(),
    gallery: z
      .array(z.string().max(VEHICLE_LIMITS.dataUrlMax))
      .max(VEHICLE_LIMITS.galleryMax)
      .nullish(),
    categories: tagList.nullish(),
    tags: tagList.nullish(),
  })
  .transform((ad) => {
    const engine = ad.engineCapacityCc ?? ad.engineCc ?? null;
    const gallery = (ad.gallery ?? []).filter(isSafeImageUrl);
    const image = ad.image && isSafeImageUrl(ad.image) ? ad.image : (gallery[0] ?? '');
    return {
      ...ad,
      registerYear: ad.registerYear ?? ad.year,
      mileageKm: ad.mileageKm ?? null,
      engineCc: engine,
      engineCapacityCc: engine,
      phone: ad.phone ?? '',
      image,
      gallery,
      categories: ad.categories ?? [],
      tags: ad.tags ?? [],
    };
  });

/** A vehicle as the app uses it (after normalisation). */
export type Vehicle = z.output<typeof vehicleSchema>;
/** What may be written or stored: optional fields may be missing. */
export type VehicleInput = z.input<typeof vehicleSchema>;

/** Parses one unknown value; returns null (and never throws) when it is not a valid ad. */
export function parseVehicle(value: unknown): Vehicle | null {
  const result = vehicleSchema.safeParse(value);
  return result.success ? result.data : null;
}
