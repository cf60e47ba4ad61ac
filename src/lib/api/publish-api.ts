import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { ApiError, requestJson } from './api-client';
import { editHeldOf, heldBecauseOf } from './held-answers';
import { adForm, postAdRequest, type PostAdOptions } from './post-ad-request';

export async function publishVehicle(
  values: PostAdFormValues,
  images: UploadedImages,
  options: Pick<PostAdOptions, 'honeypot' | 'showPhone' | 'postKey'> = {},
): Promise<{
  vehicle: Vehicle;
  manageToken: string | null;
  held: 'copied_photo' | 'wording' | null;
}> {
  const { answer, manageToken } = await postAdRequest(values, images, options);
  const vehicle = parseVehicle(answer);
  if (!vehicle) throw new ApiError(201, 'bad_response', 'The published ad does not parse');
  return { vehicle, manageToken, held: heldBecauseOf(answer) };
}

export type KeptPhotos = { hero: string | null; gallery: string[] };

/** Whether an edit waits for a moderator's check: why, or 'review' when it waited already. */
export type EditHeld = 'copied_photo' | 'wording' | 'review' | null;

export async function saveEditedVehicle(
  edit: { id: string; token: string; version?: number },
  values: PostAdFormValues,
  kept: KeptPhotos,
  images: UploadedImages,
): Promise<{ vehicle: Vehicle; held: EditHeld }> {
  const body = adForm(values, images);
  body.append('keep', JSON.stringify(kept));
  const answer = await requestJson(`/vehicles/${encodeURIComponent(edit.id)}`, {
    method: 'PUT',
    body,
    headers: {
      Authorization: `Bearer ${edit.token}`,
      // The version the form was filled from: another edit since then gets 409, not overwritten.
      ...(edit.version ? { 'If-Match': `"${edit.version}"` } : {}),
    },
  });
  const vehicle = parseVehicle(answer);
  if (!vehicle) throw new ApiError(200, 'bad_response', 'The edited ad does not parse');
  return { vehicle, held: editHeldOf(answer) };
}
