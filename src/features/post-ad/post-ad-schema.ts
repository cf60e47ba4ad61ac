import { adFormDefaults } from '@/domain/vehicles/build-vehicle';
import { itemErrorKeys } from '@/domain/listings/item-form-schema';
import { postAdErrorKeys, type PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { TranslationKey } from '@/i18n/catalog';
import { formatNumber } from '@/i18n/format';

// The validation schema is shared with the server, so it lives in the domain.
export {
  GALLERY_URLS_MAX_CHARS,
  getPostAdFormSchema,
  type PostAdFormValues,
} from '@/domain/vehicles/post-ad-form-schema';

// Compile-time check: every message key the domain schema reports exists in the catalogue.
postAdErrorKeys satisfies readonly TranslationKey[];
// The part and gear forms' keys too (the server answers a refused field with one).
itemErrorKeys satisfies readonly TranslationKey[];

const L = VEHICLE_LIMITS;

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
    descriptionMax: formatNumber(L.descriptionMax),
  };
}
