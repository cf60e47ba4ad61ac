import { z } from 'zod';
import { adFormDefaults } from '@/domain/vehicles/build-vehicle';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { conditions, vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { TranslationKey } from '@/i18n/catalog';
import { formatNumber } from '@/i18n/format';
import { isSriLankanPhone } from '@/domain/vehicles/phone';
import { isHttpUrl, parseWholeNumber, splitImageUrls } from '@/domain/vehicles/form-values';
import { isBlank } from '@/lib/text';

/** Validation messages are i18n keys; the form renders them in the chosen language. */
const msg = (key: TranslationKey) => ({ message: key });

const L = VEHICLE_LIMITS;
/** The photo addresses box holds up to galleryMax full-length URLs, one per line. */
export const GALLERY_URLS_MAX_CHARS = (L.urlMax + 1) * L.galleryMax;

const optional = (max: number) =>
  z.string().refine((value) => value.trim().length <= max, msg('postAd.errors.tooLong'));

const required = (max: number, missing: TranslationKey) =>
  z
    .string()
    // Zero-width characters alone would pass a trim() check and show as nothing.
    .refine((value) => !isBlank(value), msg(missing))
    .refine((value) => value.trim().length <= max, msg('postAd.errors.tooLong'));

function isYear(text: string): boolean {
  const year = parseWholeNumber(text);
  return year !== null && year >= L.minYear && year <= L.maxYear();
}

const amount = () =>
  z.string().refine((text) => {
    const value = parseWholeNumber(text);
    return value === null || (value >= 0 && value < L.maxAmount);
  }, msg('postAd.errors.amountInvalid'));

/**
 * The post form (SPEC §5 plus the input limits of issue 4). Every value is the text the user
 * typed, so the draft can hold it as is; `buildVehicleFromForm` turns it into an ad.
 */
function buildPostAdFormSchema() {
  configureZod();
  return z.object({
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
    price: amount(),
    negotiable: z.boolean(),
    mileageKm: amount(),
    engineCapacityCc: z.string().refine((text) => {
      const value = parseWholeNumber(text);
      return value === null || (value >= 0 && value <= L.maxEngineCc);
    }, msg('postAd.errors.engineInvalid')),
    transmission: optional(L.shortTextMax),
    fuelType: optional(L.shortTextMax),
    color: optional(L.shortTextMax),
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
        (text) => text.trim() === '' || isHttpUrl(text, L.urlMax),
        msg('postAd.errors.urlInvalid'),
      ),
    galleryUrls: z
      .string()
      .refine(
        (text) => splitImageUrls(text).every((url) => isHttpUrl(url, L.urlMax)),
        msg('postAd.errors.galleryUrlInvalid'),
      )
      .refine(
        (text) => splitImageUrls(text).length <= L.galleryMax,
        msg('postAd.errors.galleryTooMany'),
      ),
  });
}

let postAdFormSchema: ReturnType<typeof buildPostAdFormSchema> | undefined;

/** The form's schema, built on first use (zod schemas cost start-up time on phones). */
export function getPostAdFormSchema() {
  return (postAdFormSchema ??= buildPostAdFormSchema());
}

export type PostAdFormValues = z.infer<ReturnType<typeof buildPostAdFormSchema>>;

// Typed as the form's values, so the domain's form shape and this schema cannot drift apart.
export const postAdDefaults: PostAdFormValues = adFormDefaults;

/** Stable stored values for the two optional selects; labels come from the catalogue. */
export const transmissions = ['Manual', 'Automatic', 'Semi-automatic'] as const;
export const fuelTypes = ['Petrol', 'Electric', 'Hybrid', 'Diesel'] as const;

/** Placeholder values for the limits named in hints and messages. */
export function limitVars() {
  return {
    minYear: L.minYear,
    maxYear: L.maxYear(),
    maxAmount: formatNumber(L.maxAmount - 1),
    maxEngineCc: formatNumber(L.maxEngineCc),
    galleryMax: L.galleryMax,
  };
}
