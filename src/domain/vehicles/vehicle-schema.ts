import * as z from 'zod/mini';
import { configureZod } from './configure-zod';
import { isSafeImageUrl } from './image-url';
import { VEHICLE_LIMITS } from './vehicle-limits';
import { conditions, storedVehicleTypes } from './vehicle-types';

export { isSafeImageUrl };

// The one definition of a vehicle ad's rules, for the server and the browser alike. Written with
// `zod/mini` (the same engine as `zod`, with functions instead of methods) so the browser's
// chunks carry only the checks used here; see docs/decisions/0012-one-vehicle-schema.md.

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(text(max)),
    z.transform((value) => (value ? value : null)),
  );
const year = () =>
  z.int().check(
    z.gte(VEHICLE_LIMITS.minYear),
    z.refine((value) => value <= VEHICLE_LIMITS.maxYear(), 'Year is in the future'),
  );
const amount = () => z.number().check(z.gte(0), z.lt(VEHICLE_LIMITS.maxAmount));
const engine = () => z.int().check(z.gte(0), z.lte(VEHICLE_LIMITS.maxEngineCc));
const tagList = () => z.array(text(40)).check(z.maxLength(VEHICLE_LIMITS.listMax));
const dateTime = () => z.iso.datetime({ offset: true });

/** Normalises on parse: registerYear defaults to year; unsafe image URLs are dropped. */
function buildVehicleSchema() {
  configureZod();
  return z.pipe(
    z.object({
      id: text(200).check(z.minLength(1)),
      type: z.enum(storedVehicleTypes),
      title: text(VEHICLE_LIMITS.titleMax),
      make: text(VEHICLE_LIMITS.makeMax),
      model: text(VEHICLE_LIMITS.modelMax),
      year: year(),
      registerYear: z.nullish(year()),
      price: z.nullable(amount()),
      mileageKm: z.nullish(amount()),
      engineCc: z.nullish(engine()),
      engineCapacityCc: z.nullish(engine()),
      transmission: optionalText(VEHICLE_LIMITS.shortTextMax),
      fuelType: optionalText(VEHICLE_LIMITS.shortTextMax),
      color: optionalText(VEHICLE_LIMITS.shortTextMax),
      // Optional: ads stored before it existed have none.
      description: optionalText(VEHICLE_LIMITS.descriptionMax),
      condition: z.enum(conditions),
      location: text(VEHICLE_LIMITS.locationMax),
      postedAt: dateTime(),
      phone: z.nullish(text(VEHICLE_LIMITS.phoneMax)),
      image: z.nullish(z.string().check(z.maxLength(VEHICLE_LIMITS.dataUrlMax))),
      gallery: z.nullish(
        z
          .array(z.string().check(z.maxLength(VEHICLE_LIMITS.dataUrlMax)))
          .check(z.maxLength(VEHICLE_LIMITS.galleryMax)),
      ),
      categories: z.nullish(tagList()),
      tags: z.nullish(tagList()),
      // Set by the marketplace server while a sold ad still shows; never stored here.
      soldAt: z.nullish(dateTime()),
      // Set by the marketplace server when it has a fair-price verdict; never stored.
      priceCheck: z.nullish(
        z.object({
          verdict: z.enum(['good', 'fair', 'above']),
          count: z.int().check(z.gte(0)),
          p25: z.number(),
          p75: z.number(),
        }),
      ),
      // Set by the marketplace server on the demo's seeded sample ads (an example phone).
      // Anything else there is dropped, not a reason to refuse the ad.
      sample: z.catch(z.optional(z.literal(true)), undefined),
      // Set by the marketplace server when the seller turned "Show my number" off: `phone` is
      // then empty and the ad offers messages only (never the provider's number in its place).
      phoneHidden: z.catch(z.optional(z.literal(true)), undefined),
    }),
    z.transform(({ sample, phoneHidden, ...ad }) => {
      const engineCc = ad.engineCapacityCc ?? ad.engineCc ?? null;
      const gallery = (ad.gallery ?? []).filter(isSafeImageUrl);
      const image = ad.image && isSafeImageUrl(ad.image) ? ad.image : (gallery[0] ?? '');
      return {
        ...ad,
        registerYear: ad.registerYear ?? ad.year,
        mileageKm: ad.mileageKm ?? null,
        description: ad.description ?? null,
        engineCc,
        engineCapacityCc: engineCc,
        phone: ad.phone ?? '',
        image,
        gallery,
        categories: ad.categories ?? [],
        tags: ad.tags ?? [],
        soldAt: ad.soldAt ?? null,
        ...(sample ? { sample } : {}),
        ...(phoneHidden ? { phoneHidden } : {}),
      };
    }),
  );
}

type VehicleSchema = ReturnType<typeof buildVehicleSchema>;
let vehicleSchema: VehicleSchema | undefined;

/** Built on first use: building it costs a phone's main thread, and many pages never need it. */
export function getVehicleSchema(): VehicleSchema {
  return (vehicleSchema ??= buildVehicleSchema());
}

export type Vehicle = z.output<VehicleSchema>;
export type VehicleInput = z.input<VehicleSchema>;

export function parseVehicle(value: unknown): Vehicle | null {
  const result = getVehicleSchema().safeParse(value);
  return result.success ? result.data : null;
}
