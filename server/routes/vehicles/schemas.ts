import { z } from 'zod';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { sortOrders } from '@/domain/vehicles/vehicle-search';
import { conditions, storedVehicleTypes, vehicleTypes } from '@/domain/vehicles/vehicle-types';

export const PAGE_DEFAULT = 24;
export const PAGE_MAX = 60;

const textList = (max: number) =>
  z
    .union([z.string().max(max), z.array(z.string().max(max)).max(50)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

const wholeNumber = z
  .string()
  .regex(/^\d{0,10}$/, 'a whole number')
  .optional()
  .transform((value) => value || undefined);

/** Strict (a bad key is a 400 naming it), then parseSearch, so server and app agree. */
export const listQuerySchema = z.strictObject({
  type: z.enum([...vehicleTypes, 'all']).default('all'),
  make: textList(60),
  location: textList(60),
  yearMin: wholeNumber,
  yearMax: wholeNumber,
  priceMin: wholeNumber,
  priceMax: wholeNumber,
  q: z.string().max(100).optional(),
  sort: z.enum(sortOrders).default('newest'),
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
});

const nullableText = z.string().nullable();

/** Spelled out for JSON Schema (the domain's ends in a transform); checked against Vehicle. */
const vehicleResponse = z
  .object({
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
  })
  .meta({ id: 'Vehicle' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsDomain: Same<z.output<typeof vehicleResponse>, Vehicle> = true;
void sameAsDomain;

export function vehicleResponseSchema() {
  return vehicleResponse;
}

export function vehiclePageSchema() {
  return z.object({
    items: z.array(vehicleResponseSchema()),
    total: z.number().int(),
    /** A keyword search found more than `total` (1,000) and stopped counting: show "1,000+". */
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
    facets: z.object({ makes: z.array(z.string()), locations: z.array(z.string()) }).optional(),
  });
}

export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });
