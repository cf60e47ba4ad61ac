import { getItemFormSchema, type ItemFormValues } from '@/domain/listings/item-form-schema';
import { buildItemFromForm, getItemSchema, type ItemAd } from '@/domain/listings/item-schema';
import { splitImageUrls } from '@/domain/vehicles/form-values';
import { normaliseSriLankanPhone } from '@/domain/vehicles/phone';
import { parseWholeNumber } from '@/domain/vehicles/form-values';
import { ApiError, serverErrorKeys } from '../http/api-error';
import type { PhotoStore } from '../photos/photo-store';
import type { ScreenedValues } from '../screening/screen-ad';
import {
  deletePhotoFiles,
  editConflict,
  parseFormJson,
  secureRandom,
  tooManyPhotos,
  withSavedPhotos,
  type KeptPhotos,
  type NewPhotos,
  type ScreenedInsert,
} from '../vehicles/create-vehicle';
import type { NewAdOwner } from '../vehicles/ad-writes';
import type { SpamKey } from '../vehicles/spam-rules';
import type { ItemRepository } from './item-repository';

/** The form field `ad` of a part or gear ad. */
export function parseItemField(text: string | null): ItemFormValues {
  return parseFormJson(text, getItemFormSchema(), { description: '' });
}

const phoneOf = (values: ItemFormValues) =>
  normaliseSriLankanPhone(values.phone) ?? values.phone.trim();

/** The spam rules' key: a part or gear ad is the same ad again by brand, title and price. */
export function itemSpamKey(values: ItemFormValues): SpamKey {
  return {
    phone: phoneOf(values),
    make: values.brand.trim().normalize('NFC').toLowerCase(),
    model: values.title.trim(),
    price: values.negotiable ? null : parseWholeNumber(values.price),
  };
}

/** What screening reads: the brand stands for a make, the part number for a model. */
export function itemScreenedValues(values: ItemFormValues): ScreenedValues {
  return {
    phone: values.phone,
    title: values.title,
    make: values.brand,
    model: values.kind === 'part' ? values.partNumber : '',
    description: values.description,
  };
}

export function itemScreenedTexts(ad: ItemAd): string[] {
  return [
    ad.title,
    ad.brand,
    ad.kind === 'part' ? (ad.partNumber ?? '') : '',
    ad.description ?? '',
  ];
}

type Deps = { repository: ItemRepository; store: PhotoStore };

export async function createItem(
  deps: Deps,
  values: ItemFormValues,
  photos: NewPhotos,
  owner: NewAdOwner,
  screened?: ScreenedInsert,
): Promise<ItemAd> {
  tooManyPhotos(photos.gallery.length + splitImageUrls(values.galleryUrls).length);
  return withSavedPhotos(deps.store, photos, async (urls) => {
    const newUrls = [...(urls.hero ? [urls.hero] : []), ...urls.gallery];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const ad = getItemSchema().parse(buildItemFromForm(values, urls, new Date(), secureRandom));
      const stored = await deps.repository.insertOwned(ad, owner.manageHash, owner.guard, {
        held: screened?.held ?? false,
        showPhone: owner.showPhone,
        postKeyHash: owner.postKeyHash,
        within: screened && ((tx) => screened.record(tx, ad.id, newUrls)),
      });
      // The poster's own copy: its number whole, and whether it shows.
      if (stored) return owner.showPhone === false ? { ...ad, phoneHidden: true } : ad;
    }
    throw new Error('Could not find a free id');
  });
}

/** The owner's edit: same kind, same id and posting time; dropped photos deleted once stored. */
export async function updateItem(
  deps: Deps,
  existing: ItemAd,
  version: number,
  values: ItemFormValues,
  kept: KeptPhotos,
  photos: NewPhotos,
  screened?: ScreenedInsert,
): Promise<ItemAd> {
  if (values.kind !== existing.kind) {
    throw new ApiError(400, 'validation', 'An ad keeps its kind.', {
      fields: { kind: serverErrorKeys.invalidValue },
    });
  }
  const had = new Set([existing.image, ...existing.gallery].filter(Boolean));
  const foreign = [kept.hero, ...kept.gallery].some((url) => url !== null && !had.has(url));
  if (foreign || (kept.hero !== null && photos.hero)) {
    throw new ApiError(400, 'validation', 'Keep only photos this ad already has.', {
      fields: { hero: serverErrorKeys.invalidValue },
    });
  }
  tooManyPhotos(
    kept.gallery.length + photos.gallery.length + splitImageUrls(values.galleryUrls).length,
  );
  const ad = await withSavedPhotos(deps.store, photos, async (urls) => {
    const input = buildItemFromForm(
      values,
      { hero: urls.hero ?? kept.hero, gallery: [...kept.gallery, ...urls.gallery] },
      new Date(existing.postedAt),
      secureRandom,
    );
    const edited = getItemSchema().parse({
      ...input,
      id: existing.id,
      postedAt: existing.postedAt,
      soldAt: existing.soldAt,
    });
    const newUrls = [...(urls.hero ? [urls.hero] : []), ...urls.gallery];
    const stored = await deps.repository.update(edited, version, {
      held: screened?.held ?? false,
      within: screened && ((tx) => screened.record(tx, edited.id, newUrls)),
    });
    if (stored === 'gone') throw new ApiError(409, 'gone', 'This ad was deleted.');
    if (stored === 'conflict') throw editConflict();
    return edited;
  });
  const now = new Set([ad.image, ...ad.gallery]);
  await deletePhotoFiles(
    deps.store,
    [...had].filter((url) => !now.has(url)),
  );
  return ad;
}
