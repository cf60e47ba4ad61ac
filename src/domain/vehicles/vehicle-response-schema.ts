import { z } from 'zod';
import { configureZod } from './configure-zod';
import type { Vehicle } from './vehicle-schema';
import { conditions, storedVehicleTypes } from './vehicle-types';

/**
 * An ad as the server's API answers it: spelled out for JSON Schema (the domain's vehicle
 * schema ends in a transform), and held equal to `Vehicle` below. The server builds its answers
 * to it; the admin pages read the same answers with it.
 */
function build() {
  // First: zod probes eval when an object schema is built, which the CSP reports.
  configureZod();
  const nullableText = z.string().nullable();
  return z.object({
    id: z.string(),
    type: z.enum(storedVehicleTypes),
    title: z.string(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    registerYear: z.number().int(),
    price: z.number().nullable(),
    mileageKm: z.number().nullable(),
    engineCc: z.number().int().nullable(),
    engineCapacityCc: z.number().int().nullable(),
    transmission: nullableText,
    fuelType: nullableText,
    color: nullableText,
    description: nullableText,
    condition: z.enum(conditions),
    location: z.string(),
    postedAt: z.string().meta({ format: 'date-time' }),
    phone: z.string(),
    image: z.string(),
    gallery: z.array(z.string()),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    soldAt: z.string().meta({ format: 'date-time' }).nullable(),
    priceCheck: z
      .object({
        verdict: z.enum(['good', 'fair', 'above']),
        count: z.number().int(),
        p25: z.number(),
        p75: z.number(),
      })
      .nullish(),
    sample: z.literal(true).optional(),
    /** The seller turned "Show my number" off: `phone` is empty; message the seller instead. */
    phoneHidden: z.literal(true).optional(),
  });
}

let schema: ReturnType<typeof build> | undefined;

export const buildVehicleResponseSchema = () => (schema ??= build());

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsDomain: Same<z.output<ReturnType<typeof build>>, Vehicle> = true;
void sameAsDomain;
