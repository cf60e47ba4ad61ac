import { z } from 'zod';
import { isBlank } from '@/lib/text';
import { configureZod } from './configure-zod';
import { isHttpsUrl, parseWholeNumber, splitImageUrls } from './form-values';
import { isSriLankanPhone } from './phone';
import { VEHICLE_LIMITS } from './vehicle-limits';
import { conditions, vehicleTypes } from './vehicle-types';

/** Message keys: post-ad-schema.ts checks at compile time that each exists in the catalogue. */
export const postAdErrorKeys = [
  'postAd.errors.typeRequired',
  'postAd.errors.conditionRequired',
  'postAd.errors.makeRequired',
  'postAd.errors.modelRequired',
  'postAd.errors.yearRequired',
  'postAd.errors.yearInvalid',
  'postAd.errors.amountInvalid',
  'postAd.errors.priceInvalid',
  'postAd.errors.registerYearBeforeYear',
  'postAd.errors.engineInvalid',
  'postAd.errors.locationRequired',
  'postAd.errors.phoneRequired',
  'postAd.errors.phoneInvalid',
  'postAd.errors.urlInvalid',
  'postAd.errors.galleryUrlInvalid',
  'postAd.errors.galleryTooMany',
  'postAd.errors.tooLong',
] as const;
export type PostAdErrorKey = (typeof postAdErrorKeys)[number];

const msg = (key: PostAdErrorKey) => ({ message: key });

const L = VEHICLE_LIMITS;
export const GALLERY_URLS_MAX_CHARS = (L.urlMax + 1) * L.galleryMax;

const optional = (max: number) =>
  z.string().refine((value) => value.trim().length <= max, msg('postAd.errors.tooLong'));

const required = (max: number, missing: PostAdErrorKey) =>
  z
    .string()
    // Zero-width characters alone would pass a trim() check and show as nothing.
    .refine((value) => !isBlank(value), msg(missing))
    .refine((value) => value.trim().length <= max, msg('postAd.errors.tooLong'));

function isYear(text: string): boolean {
  const year = parseWholeNumber(text);
  return year !== null && year >= L.minYear && year <= L.maxYear();
}

const amount = (min: number, message: PostAdErrorKey) =>
  z.string().refine((text) => {
    const value = parseWholeNumber(text);
    return value === null || (value >= min && value < L.maxAmount);
  }, msg(message));

/** Values stay typed text so the draft can hold them; the server checks the same schema again. */
function buildPostAdFormSchema() {
  configureZod();
  return z
    .object({
      type: z.enum(vehicleTypes, msg('postAd.errors.typeRequired')),
      condition: z.enum(conditions, msg('postAd.errors.conditionRequired')),
      title: optional(L.titleMax),
      make: required(L.makeMax, 'postAd.errors.makeRequired'),
      model: required(L.modelMax, 'postAd.errors.modelRequired'),
      year: z
        .string()
        .refine((text) => text.trim() !== '', msg('postAd.errors.yearRequired'))
        .refine((text) => text.trim() === '' || isYear(text), msg('postAd.errors.yearInvalid')),
      registerYear: z
        .string()
        .refine((text) => text.trim() === '' || isYear(text), msg('postAd.errors.yearInvalid')),
      // Above 0: a free bike is not an ad, and "0" is how people type "ask me" (Negotiable is for
      // that; ticking it empties this field).
      price: amount(1, 'postAd.errors.priceInvalid'),
      negotiable: z.boolean(),
      mileageKm: amount(0, 'postAd.errors.amountInvalid'),
      engineCapacityCc: z.string().refine((text) => {
        const value = parseWholeNumber(text);
        return value === null || (value >= 0 && value <= L.maxEngineCc);
      }, msg('postAd.errors.engineInvalid')),
      transmission: optional(L.shortTextMax),
      fuelType: optional(L.shortTextMax),
      color: optional(L.shortTextMax),
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
        .refine(
          (text) => splitImageUrls(text).every((url) => isHttpsUrl(url, L.urlMax)),
          msg('postAd.errors.galleryUrlInvalid'),
        )
        .refine(
          (text) => splitImageUrls(text).length <= L.galleryMax,
          msg('postAd.errors.galleryTooMany'),
        ),
    })
    .superRefine((values, context) => {
      // Runs alongside the fields' own checks, so the seller sees every message at once; a year
      // that is itself invalid has its own message already.
      if (!isYear(values.year) || !isYear(values.registerYear)) return;
      if (parseWholeNumber(values.registerYear)! < parseWholeNumber(values.year)!) {
        context.addIssue({
          code: 'custom',
          path: ['registerYear'],
          message: 'postAd.errors.registerYearBeforeYear',
        });
      }
    });
}

let postAdFormSchema: ReturnType<typeof buildPostAdFormSchema> | undefined;

/** Built on first use: zod schemas cost start-up time on phones. */
export function getPostAdFormSchema() {
  return (postAdFormSchema ??= buildPostAdFormSchema());
}

export type PostAdFormValues = z.infer<ReturnType<typeof buildPostAdFormSchema>>;
