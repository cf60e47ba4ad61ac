import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import { parseVehicle, type Vehicle } from '@/domain/vehicles/vehicle-schema';
import { ApiError, requestJson } from '@/lib/api/api-client';
import type { PostAdFormValues } from '../post-ad-schema';

/** A data: URL (a photo already shrunk in the browser) as a file to upload. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

const extension = (blob: Blob) => (blob.type.split('/')[1] ?? 'bin').replace('jpeg', 'jpg');

/** The post form's multipart body: `ad` (the values as JSON) and the new photos as files. */
function adForm(values: PostAdFormValues, images: UploadedImages): FormData {
  const body = new FormData();
  body.append('ad', JSON.stringify(values));
  if (images.hero) {
    const hero = dataUrlToBlob(images.hero);
    body.append('hero', hero, `main-photo.${extension(hero)}`);
  }
  images.gallery.forEach((dataUrl, index) => {
    const photo = dataUrlToBlob(dataUrl);
    body.append('gallery', photo, `photo-${index + 1}.${extension(photo)}`);
  });
  return body;
}

/**
 * Publishes an ad on the marketplace server: the form's values as typed (the server checks them
 * with the same schema) and the photos as files. The server sets the id and the posting time,
 * and answers with the ad as everyone will see it (its photos now on the server).
 */
export async function publishVehicle(
  values: PostAdFormValues,
  images: UploadedImages,
  honeypot = '',
): Promise<{ vehicle: Vehicle; manageToken: string | null }> {
  const body = adForm(values, images);
  // The hidden field people never see: empty from a person, filled by form-filling bots.
  body.append('website', honeypot);
  const answer = await requestJson('/vehicles', { method: 'POST', body });
  const vehicle = parseVehicle(answer);
  if (!vehicle) throw new ApiError(201, 'bad_response', 'The published ad does not parse');
  // The secret that lets the poster manage the ad (issue 16): sent once, never stored by buyers.
  const token = (answer as { manageToken?: unknown }).manageToken;
  return { vehicle, manageToken: typeof token === 'string' ? token : null };
}

/** The photos of an edited ad that stay: addresses it already has (issue 16). */
export type KeptPhotos = { hero: string | null; gallery: string[] };

/**
 * Saves the owner's edit of ad `id` with its manage token: the form's values, the photos kept,
 * and new photos as files. Answers with the ad as everyone will now see it.
 */
export async function saveEditedVehicle(
  edit: { id: string; token: string },
  values: PostAdFormValues,
  kept: KeptPhotos,
  images: UploadedImages,
): Promise<Vehicle> {
  const body = adForm(values, images);
  body.append('keep', JSON.stringify(kept));
  const answer = await requestJson(`/vehicles/${encodeURIComponent(edit.id)}`, {
    method: 'PUT',
    body,
    headers: { Authorization: `Bearer ${edit.token}` },
  });
  const vehicle = parseVehicle(answer);
  if (!vehicle) throw new ApiError(200, 'bad_response', 'The edited ad does not parse');
  return vehicle;
}
