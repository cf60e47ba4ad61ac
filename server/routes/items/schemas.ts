import { z } from 'zod';
import { buildItemPageSchema } from '@/domain/listings/item-page-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import { itemSorts } from '@/domain/listings/item-search';
import {
  gearCategories,
  gearConditions,
  gearSizes,
  helmetTypes,
  partCategories,
  partConditions,
} from '@/domain/listings/item-types';

const common = {
  id: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  brand: z.string(),
  description: z.string().nullable(),
  location: z.string(),
  postedAt: z.string().meta({ format: 'date-time' }),
  phone: z.string(),
  image: z.string(),
  gallery: z.array(z.string()),
  soldAt: z.string().meta({ format: 'date-time' }).nullable(),
  sample: z.literal(true).optional(),
  /** The seller turned "Show my number" off: `phone` is empty; message the seller instead. */
  phoneHidden: z.literal(true).optional(),
};

const fitment = z.object({
  make: z.string(),
  model: z.string(),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
});

/** Spelled out for JSON Schema (the domain's ends in a transform); checked against ItemAd. */
const itemResponse = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('part'),
      ...common,
      category: z.enum(partCategories),
      condition: z.enum(partConditions),
      partNumber: z.string().nullable(),
      fitsAnyBike: z.boolean(),
      fitment: z.array(fitment),
      /** Carries an engine or chassis number: buyers match it against the papers. */
      carriesNumber: z.boolean(),
    }),
    z.object({
      kind: z.literal('gear'),
      ...common,
      category: z.enum(gearCategories),
      condition: z.enum(gearConditions),
      size: z.enum(gearSizes),
      helmetCm: z.number().int().nullable(),
      helmetType: z.enum(helmetTypes).nullable(),
      /** Helmets: carries the SLS mark (false: not for road use in Sri Lanka); null otherwise. */
      slsMark: z.boolean().nullable(),
    }),
  ])
  .meta({ id: 'ItemAd' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsDomain: Same<z.output<typeof itemResponse>, ItemAd> = true;
void sameAsDomain;

export const itemResponseSchema = () => itemResponse;

export const ITEM_PAGE_DEFAULT = 24;
export const ITEM_PAGE_MAX = 60;

const text = (max: number) => z.string().max(max).optional();
const textList = z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]).optional();

/** Strict (a bad key is a 400 naming it), then the domain's parseItemSearch, as the app reads. */
export const itemListQuerySchema = z.strictObject({
  brand: textList,
  q: text(100),
  compat: text(100),
  condition: text(20),
  category: text(30),
  fit: text(120),
  size: text(5),
  price: text(20),
  helmet: text(20),
  sls: text(5),
  priceMin: text(12),
  priceMax: text(12),
  location: text(60),
  sort: z.enum(itemSorts).default('newest'),
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce.number().int().min(1).max(ITEM_PAGE_MAX).default(ITEM_PAGE_DEFAULT),
});

/** The page's shape is the domain's, which the app reads the answer with. */
export const itemPageSchema = () => buildItemPageSchema(itemResponse);
