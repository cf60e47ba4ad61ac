import { buildVehicleFromForm, type UploadedImages } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { hasServer } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { newPostKey } from '@/lib/api/post-ad-request';
import {
  publishVehicle,
  saveEditedVehicle,
  type EditHeld,
  type KeptPhotos,
} from '@/lib/api/publish-api';
import { queueAd } from './outbox/outbox-page';
import { addOwnAd, followHeldState, followServerCopy, keepPublishedAd } from './store';

export type NewAd = {
  values: PostAdFormValues;
  images: UploadedImages;
  honeypot: string;
  /** "Show my number" (the marketplace only), kept with an ad queued offline too. */
  showPhone?: boolean;
  /**
   * The post's key (`newPostKey()`): the same for every try of one ad, so a try the server stored
   * whose answer was lost (a dropped connection, a proxy's timeout) gets that ad back.
   */
  postKey?: string;
};

/** `queued`: offline, kept in the outbox and published when the connection returns. */
export type PostResult = { vehicle: Vehicle } | { queued: true };

/** Published for everyone with a server, kept here either way; throws what the form shows. */
export async function postOwnAd(
  ad: NewAd,
  { canQueue }: { canQueue: boolean },
): Promise<PostResult> {
  if (!hasServer()) {
    const built = buildVehicleFromForm(ad.values, ad.images, new Date(), Math.random);
    addOwnAd(built);
    const vehicle = parseVehicle(built);
    if (!vehicle) throw new TypeError('The stored ad does not parse');
    return { vehicle };
  }
  // One key for every send of this ad: a lost answer's ad comes back, not as a duplicate.
  const postKey = ad.postKey ?? newPostKey();
  const published = await publishVehicle(ad.values, ad.images, {
    honeypot: ad.honeypot,
    showPhone: ad.showPhone,
    postKey,
  }).catch((error: unknown) => {
    if (!canQueue || !(error instanceof ApiError && error.code === 'network')) throw error;
    return null;
  });
  if (!published) {
    await queueAd({
      key: postKey,
      kind: 'vehicle',
      values: ad.values,
      images: ad.images,
      honeypot: ad.honeypot,
      showPhone: ad.showPhone ?? true,
    });
    return { queued: true };
  }
  keepPublishedAd(published.vehicle, published.manageToken, published.held);
  return { vehicle: published.vehicle };
}

export type SavedEdit = { vehicle: Vehicle; held: EditHeld };

/**
 * The owner's edit, with the manage link; this browser's copy follows the saved ad, and so does
 * whether it waits for a moderator's check (an edit screening holds is not shown as live).
 */
export async function saveOwnAdEdit(
  edit: { id: string; token: string; version?: number },
  values: PostAdFormValues,
  kept: KeptPhotos,
  added: UploadedImages,
): Promise<SavedEdit> {
  const saved = await saveEditedVehicle(edit, values, kept, added);
  followServerCopy(saved.vehicle.id, saved.vehicle);
  followHeldState(saved.vehicle.id, saved.held !== null, saved.held);
  return saved;
}
