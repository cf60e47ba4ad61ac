import { parseWholeNumber, splitImageUrls } from './form-values';
import type { PostAdFormValues } from './post-ad-form-schema';
import { canonicalPlaceName } from '../places';
import { normaliseSriLankanPhone } from './phone';
import type { VehicleInput } from './vehicle-schema';
import { vehicleTitle } from './vehicle-title';

export const UNTITLED_VEHICLE = 'Untitled Vehicle';

export const adFormDefaults: PostAdFormValues = {
  type: 'scooters',
  condition: 'Used',
  title: '',
  make: '',
  model: '',
  year: '',
  registerYear: '',
  price: '',
  negotiable: false,
  mileageKm: '',
  engineCapacityCc: '',
  transmission: '',
  fuelType: '',
  color: '',
  description: '',
  location: '',
  phone: '',
  heroUrl: '',
  galleryUrls: '',
};

export type UploadedImages = { hero: string | null; gallery: string[] };

/** `Honda  Dio 110!` → `honda-dio-110`; Latin letters and digits only, `vehicle` when none are left. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'vehicle';
}

export function randomSuffix(random: () => number): string {
  const value = Math.floor(Math.min(Math.max(random(), 0), 0.999_999_999) * 36 ** 6);
  return value.toString(36).padStart(6, '0');
}

export function createVehicleId(make: string, model: string, now: Date, random: () => number) {
  return `${slugify(`${make} ${model}`)}-${now.getTime()}-${randomSuffix(random)}`;
}

function numberOrNull(text: string): number | null {
  const value = parseWholeNumber(text);
  return value === null || Number.isNaN(value) ? null : value;
}

/** String#trim keeps U+200C/U+200D, which Sinhala needs. */
function textOrNull(text: string): string | null {
  const value = text.trim();
  return value === '' ? null : value;
}

/** Pure: time and randomness are passed in. */
export function buildVehicleFromForm(
  values: PostAdFormValues,
  images: UploadedImages,
  now: Date,
  random: () => number,
): VehicleInput {
  const make = values.make.trim();
  const model = values.model.trim();
  const year = numberOrNull(values.year) ?? now.getFullYear();
  const engine = numberOrNull(values.engineCapacityCc);
  const heroUrl = textOrNull(values.heroUrl);
  const gallery = [...images.gallery, ...splitImageUrls(values.galleryUrls)];
  const phone = values.phone.trim();
  return {
    id: createVehicleId(make, model, now, random),
    type: values.type,
    title: vehicleTitle({ title: values.title, make, model }, UNTITLED_VEHICLE),
    make,
    model,
    year,
    registerYear: numberOrNull(values.registerYear) ?? year,
    price: values.negotiable ? null : numberOrNull(values.price),
    mileageKm: numberOrNull(values.mileageKm),
    engineCc: engine,
    engineCapacityCc: engine,
    transmission: textOrNull(values.transmission),
    fuelType: textOrNull(values.fuelType),
    color: textOrNull(values.color),
    // Plain text; line breaks as the textarea gives them (\n), also from API clients that send \r\n.
    description: textOrNull(values.description.replace(/\r\n?/g, '\n')),
    condition: values.condition,
    location: canonicalPlaceName(values.location),
    postedAt: now.toISOString(),
    phone: normaliseSriLankanPhone(phone) ?? phone,
    image: images.hero ?? heroUrl ?? gallery[0] ?? '',
    gallery,
    categories: [values.type],
    tags: [],
  };
}
