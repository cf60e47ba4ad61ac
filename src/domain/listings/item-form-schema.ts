import { z } from 'zod';
import { isBlank } from '@/lib/text';
import { configureZod } from '../vehicles/configure-zod';
import { isHttpsUrl, parseWholeNumber, splitImageUrls } from '../vehicles/form-values';
import { isSriLankanPhone } from '../vehicles/phone';
import { VEHICLE_LIMITS } from '../vehicles/vehicle-limits';
import {
  gearCategories,
  gearConditions,
  gearSizes,
  HELMET_CM,
  helmetTypes,
  ITEM_LIMITS,
  partCategories,
  partConditions,
} from './item-types';

/**
 * Message keys of the part and gear forms, beside the vehicle form's (postAdErrorKeys): the server
 * answers a refused field with one, and the app shows it in the visitor's language.
 */
export const itemErrorKeys = [
  'postAd.errors.kindRequired',
  'postAd.errors.titleRequired',
  'postAd.errors.categoryRequired',
  'postAd.errors.conditionRequired',
  'postAd.errors.brandRequired',
  'postAd.errors.partNumberInvalid',
  'postAd.errors.fitmentRequired',
  'postAd.errors.fitmentInvalid',
  'postAd.errors.fitmentTooMany',
  'postAd.errors.sizeRequired',
  'postAd.errors.helmetCmInvalid',
  'postAd.errors.helmetTypeRequired',
  'postAd.errors.slsRequired',
  'postAd.errors.papersRequired',
  'postAd.errors.priceInvalid',
  'postAd.errors.locationRequired',
  'postAd.errors.phoneRequired',
  'postAd.errors.phoneInvalid',
  'postAd.errors.urlInvalid',
  'postAd.errors.galleryUrlInvalid',
  'postAd.errors.galleryTooMany',
  'postAd.errors.tooLong',
] as const;
export type ItemErrorKey = (typeof itemErrorKeys)[number];

const msg = (key: ItemErrorKey) => ({ message: key });
const L = VEHICLE_LIMITS;

const optional = (max: number) =>
  z.string().refine((value) => value.trim().length <= max, msg('postAd.errors.tooLong'));

const required = (max: number, missing: ItemErrorKey) =>
  z
    .string()
    // Zero-width characters alone would pass a trim() check and show as nothing.
    .refine((value) => !isBlank(value), msg(missing))
    .refine((value) => value.trim().length <= max, msg('postAd.errors.tooLong'));

function isYearText(text: string): boolean {
  const year = parseWholeNumber(text);
  return year !== null && year >= L.minYear && year <= L.maxYear();
}

/** A typed bike: make and model required, years optional (empty: every year that way). */
const fitmentEntry = z
  .object({
    make: z.string().max(L.makeMax * 2),
    model: z.string().max(L.modelMax * 2),
    yearFrom: z.string().max(10),
    yearTo: z.string().max(10),
  })
  .refine(
    (fit) =>
      !isBlank(fit.make) &&
      !isBlank(fit.model) &&
      fit.make.trim().length <= L.makeMax &&
      fit.model.trim().length <= L.modelMax &&
      [fit.yearFrom, fit.yearTo].every((year) => year.trim() === '' || isYearText(year)) &&
      (fit.yearFrom.trim() === '' ||
        fit.yearTo.trim() === '' ||
        parseWholeNumber(fit.yearFrom)! <= parseWholeNumber(fit.yearTo)!),
    msg('postAd.errors.fitmentInvalid'),
  );
export type FitmentFormValues = z.infer<typeof fitmentEntry>;

/** The fields every ad has (SPEC.md's vehicle limits for texts and photos). */
function commonFields() {
  return {
    title: required(L.titleMax, 'postAd.errors.titleRequired'),
    // Above 0, like a vehicle's: "ask me" is Negotiable, which empties this field.
    price: z.string().refine((text) => {
      const value = parseWholeNumber(text);
      return value === null || (value >= 1 && value < L.maxAmount);
    }, msg('postAd.errors.priceInvalid')),
    negotiable: z.boolean(),
    brand: required(ITEM_LIMITS.brandMax, 'postAd.errors.brandRequired'),
    description: optional(L.descriptionMax),
    location: required(L.locationMax, 'postAd.errors.locationRequired'),
    phone: z
      .string()
      .refine((text) => text.trim() !== '', msg('postAd.errors.phoneRequired'))
      .refine(
        (text) => text.trim() === '' || (text.length <= 40 && isSriLankanPhone(text)),
        msg('postAd.errors.phoneInvalid'),
      ),
    heroUrl: z
      .string()
      .refine(
        (text) => text.trim() === '' || isHttpsUrl(text, L.urlMax),
        msg('postAd.errors.urlInvalid'),
      ),
    galleryUrls: z
      .string()
      .max((L.urlMax + 1) * L.galleryMax)
      .refine(
        (text) => splitImageUrls(text).every((url) => isHttpsUrl(url, L.urlMax)),
        msg('postAd.errors.galleryUrlInvalid'),
      )
      .refine(
        (text) => splitImageUrls(text).length <= L.galleryMax,
        msg('postAd.errors.galleryTooMany'),
      ),
  };
}

/**
 * Whether a form-wide rule can read the values although another field failed: the fields it
 * reads are there with their types (a wrong field is reported at that field).
 */
function shaped(payload: { value: unknown }): boolean {
  const value = payload.value as Record<string, unknown> | null;
  if (typeof value !== 'object' || value === null) return false;
  return value.kind === 'part'
    ? typeof value.fitsAnyBike === 'boolean' &&
        Array.isArray(value.fitment) &&
        typeof value.carriesNumber === 'boolean' &&
        typeof value.papersConfirmed === 'boolean'
    : typeof value.category === 'string' &&
        typeof value.helmetType === 'string' &&
        typeof value.slsMark === 'string';
}

const PART_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u;

function buildPartFormSchema() {
  return (
    z
      .object({
        kind: z.literal('part'),
        category: z.enum(partCategories, msg('postAd.errors.categoryRequired')),
        condition: z.enum(partConditions, msg('postAd.errors.conditionRequired')),
        ...commonFields(),
        partNumber: z
          .string()
          .refine(
            (text) =>
              text.trim() === '' ||
              (text.trim().length <= ITEM_LIMITS.partNumberMax && PART_NUMBER.test(text.trim())),
            msg('postAd.errors.partNumberInvalid'),
          ),
        fitsAnyBike: z.boolean(),
        fitment: z
          .array(fitmentEntry)
          .max(ITEM_LIMITS.fitmentMax, msg('postAd.errors.fitmentTooMany')),
        /** The part carries an engine or chassis number (an engine, a crankcase, a frame). */
        carriesNumber: z.boolean(),
        /** The seller owns it and has its papers: needed when it carries a number. */
        papersConfirmed: z.boolean(),
      })
      // Checked with the other fields' messages (not only once they are all valid), so the form
      // shows every missing answer at once.
      .refine((values) => values.fitsAnyBike || values.fitment.length > 0, {
        path: ['fitment'],
        message: 'postAd.errors.fitmentRequired',
        when: shaped,
      })
      .refine((values) => !values.carriesNumber || values.papersConfirmed, {
        path: ['papersConfirmed'],
        message: 'postAd.errors.papersRequired',
        when: shaped,
      })
  );
}

function buildGearFormSchema() {
  return z
    .object({
      kind: z.literal('gear'),
      category: z.enum(gearCategories, msg('postAd.errors.categoryRequired')),
      condition: z.enum(gearConditions, msg('postAd.errors.conditionRequired')),
      ...commonFields(),
      size: z.enum(gearSizes, msg('postAd.errors.sizeRequired')),
      helmetCm: z.string().refine((text) => {
        const value = parseWholeNumber(text);
        return value === null || (value >= HELMET_CM.min && value <= HELMET_CM.max);
      }, msg('postAd.errors.helmetCmInvalid')),
      helmetType: z.enum([...helmetTypes, ''], msg('postAd.errors.helmetTypeRequired')),
      /** Helmets only: whether it carries the SLS mark ('' until answered). */
      slsMark: z.enum(['', 'yes', 'no'], msg('postAd.errors.slsRequired')),
    })
    .refine((values) => values.category !== 'helmets' || values.helmetType !== '', {
      path: ['helmetType'],
      message: 'postAd.errors.helmetTypeRequired',
      when: shaped,
    })
    .refine((values) => values.category !== 'helmets' || values.slsMark !== '', {
      path: ['slsMark'],
      message: 'postAd.errors.slsRequired',
      when: shaped,
    });
}

function buildItemFormSchema() {
  configureZod();
  return z.discriminatedUnion('kind', [buildPartFormSchema(), buildGearFormSchema()], {
    error: 'postAd.errors.kindRequired',
  });
}

let itemFormSchema: ReturnType<typeof buildItemFormSchema> | undefined;

/** Built on first use, like the vehicle form's. The server checks the same schema again. */
export function getItemFormSchema() {
  return (itemFormSchema ??= buildItemFormSchema());
}

export type ItemFormValues = z.infer<ReturnType<typeof buildItemFormSchema>>;
export type PartFormValues = Extract<ItemFormValues, { kind: 'part' }>;
export type GearFormValues = Extract<ItemFormValues, { kind: 'gear' }>;

const commonDefaults = {
  title: '',
  price: '',
  negotiable: false,
  brand: '',
  description: '',
  location: '',
  phone: '',
  heroUrl: '',
  galleryUrls: '',
};

export const partFormDefaults: PartFormValues = {
  kind: 'part',
  category: 'engine',
  condition: 'used',
  ...commonDefaults,
  partNumber: '',
  fitsAnyBike: false,
  fitment: [],
  carriesNumber: false,
  papersConfirmed: false,
};

export const gearFormDefaults: GearFormValues = {
  kind: 'gear',
  category: 'helmets',
  condition: 'used',
  ...commonDefaults,
  size: 'M',
  helmetCm: '',
  helmetType: '',
  slsMark: '',
};
