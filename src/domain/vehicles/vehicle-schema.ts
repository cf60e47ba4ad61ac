import { z } from 'zod';
import { configureZod } from './configure-zod';
import { VEHICLE_LIMITS } from './vehicle-limits';
import { conditions, storedVehicleTypes } from './vehicle-types';
import { isSafeImageUrl, parseVehicleFast } from './vehicle-fast-parse';

export { isSafeImageUrl, parseVehicleFast };

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
const tagList = () => z.array(text(40)).max(VEHICLE_LIMITS.listMax);

/** Normalises on parse: registerYear defaults to year; unsafe image URLs are dropped. */
function buildVehicleSchema() {
  configureZod();
  return z
    .object({
      id: text(200).min(1),
      type: z.enum(storedVehicleTypes),
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
      // Optional: ads stored before it existed have none.
      description: optionalText(VEHICLE_LIMITS.descriptionMax),
      condition: z.enum(conditions),
      location: text(VEHICLE_LIMITS.locationMax),
      postedAt: z.iso.datetime({ offset: true }),
      phone: text(VEHICLE_LIMITS.phoneMax).nullish(),
      image: z.string().max(VEHICLE_LIMITS.dataUrlMax).nullish(),
      gallery: z
        .array(z.string().max(VEHICLE_LIMITS.dataUrlMax))
        .max(VEHICLE_LIMITS.galleryMax)
        .nullish(),
      categories: tagList().nullish(),
      tags: tagList().nullish(),
      // Set by the marketplace server while a sold ad still shows; never stored here.
      soldAt: z.iso.datetime({ offset: true }).nullish(),
      // Set by the marketplace server when it has a fair-price verdict; never stored.
      priceCheck: z
        .object({
          verdict: z.enum(['good', 'fair', 'above']),
          count: z.number().int().min(0),
          p25: z.number().finite(),
          p75: z.number().finite(),
        })
        .nullish(),
      // Set by the marketplace server on the demo's seeded sample ads (an example phone).
      // Anything else there is dropped, not a reason to refuse the ad.
      sample: z.literal(true).optional().catch(undefined),
      // Set by the marketplace server when the seller turned "Show my number" off: `phone` is
      // then empty and the ad offers messages only (never the provider's number in its place).
      phoneHidden: z.literal(true).optional().catch(undefined),
    })
    .transform(({ sample, phoneHidden, ...ad }) => {
      const engine = ad.engineCapacityCc ?? ad.engineCc ?? null;
      const gallery = (ad.gallery ?? []).filter(isSafeImageUrl);
      const image = ad.image && isSafeImageUrl(ad.image) ? ad.image : (gallery[0] ?? '');
      return {
        ...ad,
        registerYear: ad.registerYear ?? ad.year,
        mileageKm: ad.mileageKm ?? null,
        description: ad.description ?? null,
        engineCc: engine,
        engineCapacityCc: engine,
        phone: ad.phone ?? '',
        image,
        gallery,
        categories: ad.categories ?? [],
        tags: ad.tags ?? [],
        soldAt: ad.soldAt ?? null,
        ...(sample ? { sample } : {}),
        ...(phoneHidden ? { phoneHidden } : {}),
      };
    });
}

type VehicleSchema = ReturnType<typeof buildVehicleSchema>;
let vehicleSchema: VehicleSchema | undefined;

/** Built on first use: it costs a phone's main thread at start-up, and clean ads never need it. */
export function getVehicleSchema(): VehicleSchema {
  return (vehicleSchema ??= buildVehicleSchema());
}

export type Vehicle = z.output<VehicleSchema>;
export type VehicleInput = z.input<VehicleSchema>;

export function parseVehicle(value: unknown): Vehicle | null {
  const fast = parseVehicleFast(value);
  if (fast) return fast;
  const result = getVehicleSchema().safeParse(value);
  return result.success ? result.data : null;
}
