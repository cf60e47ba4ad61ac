import { z } from 'zod';
import { canonicalPlaceName } from '../places';
import { configureZod } from '../vehicles/configure-zod';
import { randomSuffix, slugify } from '../vehicles/build-vehicle';
import { parseWholeNumber, splitImageUrls } from '../vehicles/form-values';
import { normaliseSriLankanPhone } from '../vehicles/phone';
import { isSafeImageUrl } from '../vehicles/image-url';
import { VEHICLE_LIMITS } from '../vehicles/vehicle-limits';
import { fitmentMakeName, fitmentModelName } from './fitment';
import type { ItemFormValues } from './item-form-schema';
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

const L = VEHICLE_LIMITS;
const text = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const year = z.number().int().min(L.minYear).max(2100);

/** What every ad shares with a vehicle ad (title, price or Negotiable, place, phone, photos). */
function commonShape() {
  return {
    id: text(200).min(1),
    title: text(L.titleMax).min(1),
    price: z.number().finite().min(0).lt(L.maxAmount).nullable(),
    brand: text(ITEM_LIMITS.brandMax).min(1),
    description: nullableText(L.descriptionMax),
    location: text(L.locationMax).min(1),
    postedAt: z.iso.datetime({ offset: true }),
    phone: text(L.phoneMax),
    image: z.string().max(L.urlMax),
    gallery: z.array(z.string().max(L.urlMax)).max(L.galleryMax),
    // Set by the marketplace server while a sold ad still shows; never stored here.
    soldAt: z.iso.datetime({ offset: true }).nullish(),
    // Set by the server on the demo's seeded sample ads (an example phone).
    sample: z.literal(true).optional().catch(undefined),
    // Set by the marketplace server when the seller turned "Show my number" off: `phone` is then
    // empty and the ad offers messages only (as a vehicle ad's `phoneHidden`).
    phoneHidden: z.literal(true).optional().catch(undefined),
  };
}

export const fitmentSchema = z.object({
  make: text(L.makeMax).min(1),
  model: text(L.modelMax).min(1),
  yearFrom: year.nullable(),
  yearTo: year.nullable(),
});

function buildItemSchema() {
  configureZod();
  const part = z.object({
    kind: z.literal('part'),
    ...commonShape(),
    category: z.enum(partCategories),
    condition: z.enum(partConditions),
    partNumber: nullableText(ITEM_LIMITS.partNumberMax),
    fitsAnyBike: z.boolean(),
    fitment: z.array(fitmentSchema).max(ITEM_LIMITS.fitmentMax),
    carriesNumber: z.boolean(),
  });
  const gear = z.object({
    kind: z.literal('gear'),
    ...commonShape(),
    category: z.enum(gearCategories),
    condition: z.enum(gearConditions),
    size: z.enum(gearSizes),
    helmetCm: z.number().int().min(HELMET_CM.min).max(HELMET_CM.max).nullable(),
    helmetType: z.enum(helmetTypes).nullable(),
    slsMark: z.boolean().nullable(),
  });
  const normalise = <T extends { image: string; gallery: string[]; soldAt?: string | null }>(
    ad: T,
  ) => {
    const gallery = ad.gallery.filter(isSafeImageUrl);
    const image = ad.image && isSafeImageUrl(ad.image) ? ad.image : (gallery[0] ?? '');
    return { ...ad, image, gallery, soldAt: ad.soldAt ?? null };
  };
  return z.discriminatedUnion('kind', [part, gear]).transform((ad) => normalise(ad));
}

let itemSchema: ReturnType<typeof buildItemSchema> | undefined;

/** A part or gear ad as stored and sent: the server parses every ad it builds with it. */
export function getItemSchema() {
  return (itemSchema ??= buildItemSchema());
}

export type ItemAd = z.output<ReturnType<typeof buildItemSchema>>;
export type PartAd = Extract<ItemAd, { kind: 'part' }>;
export type GearAd = Extract<ItemAd, { kind: 'gear' }>;
export type ItemInput = z.input<ReturnType<typeof buildItemSchema>>;

// The light rules (no zod, no search tables) live in item-rules.ts, so a page can use them alone.
export { lacksSlsMark } from './item-rules';

/** An ad id: the title's slug, the time and a random suffix, like a vehicle's. */
export function createItemId(
  kind: 'part' | 'gear',
  title: string,
  now: Date,
  random: () => number,
) {
  return `${kind}-${slugify(title).slice(0, 50).replace(/-+$/, '')}-${now.getTime()}-${randomSuffix(random)}`;
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => {
  const n = parseWholeNumber(value);
  return n === null || Number.isNaN(n) ? null : n;
};

/** Pure: time and randomness are passed in. Uploaded photos first, then pasted addresses. */
export function buildItemFromForm(
  values: ItemFormValues,
  images: { hero: string | null; gallery: string[] },
  now: Date,
  random: () => number,
): ItemInput {
  const gallery = [...images.gallery, ...splitImageUrls(values.galleryUrls)];
  const heroUrl = textOrNull(values.heroUrl);
  const phone = values.phone.trim();
  const common = {
    id: createItemId(values.kind, values.title, now, random),
    title: values.title.trim(),
    price: values.negotiable ? null : numberOrNull(values.price),
    brand: values.brand.trim(),
    description: textOrNull(values.description),
    location: canonicalPlaceName(values.location.trim()),
    postedAt: now.toISOString(),
    phone: normaliseSriLankanPhone(phone) ?? phone,
    image: images.hero ?? heroUrl ?? gallery[0] ?? '',
    gallery,
  };
  if (values.kind === 'part') {
    return {
      ...common,
      kind: 'part',
      category: values.category,
      condition: values.condition,
      partNumber: textOrNull(values.partNumber),
      fitsAnyBike: values.fitsAnyBike,
      // A bike in the model table is stored in its table spelling; any other as typed.
      fitment: values.fitsAnyBike
        ? []
        : values.fitment.map((fit) => ({
            make: fitmentMakeName(fit.make.trim()),
            model: fitmentModelName(fit.model.trim()),
            yearFrom: numberOrNull(fit.yearFrom),
            yearTo: numberOrNull(fit.yearTo),
          })),
      carriesNumber: values.carriesNumber,
    };
  }
  const helmet = values.category === 'helmets';
  return {
    ...common,
    kind: 'gear',
    category: values.category,
    condition: values.condition,
    size: values.size,
    helmetCm: numberOrNull(values.helmetCm),
    helmetType: helmet && values.helmetType !== '' ? values.helmetType : null,
    slsMark: helmet ? values.slsMark === 'yes' : null,
  };
}
