import { z } from 'zod';
import { buildVehiclePageSchema } from '@/domain/vehicles/vehicle-page-schema';
import { buildVehicleResponseSchema } from '@/domain/vehicles/vehicle-response-schema';
import { sortOrders } from '@/domain/vehicles/vehicle-search';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';

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

/** An ad as the API answers it, named for its OpenAPI (spelled out in the domain). */
const vehicleResponse = buildVehicleResponseSchema().meta({ id: 'Vehicle' });

export function vehicleResponseSchema() {
  return vehicleResponse;
}

/** The page's shape is the domain's, which the app reads the answer with. */
export function vehiclePageSchema() {
  return buildVehiclePageSchema(vehicleResponseSchema());
}

export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });
