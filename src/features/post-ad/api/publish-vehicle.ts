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
  const body = new FormData();
  body.append('ad', JSON.stringify(values));
  // The hidden field people never see: empty from a person, filled by form-filling bots.
  body.append('website', honeypot);
  if (images.hero) {
    const hero = dataUrlToBlob(images.hero);
    body.append('hero', hero, `main-photo.${extension(hero)}`);
  }
  images.gallery.forEach((dataUrl, index) => {
    const photo = dataUrlToBlob(dataUrl);
    body.append('gallery', photo, `photo-${index + 1}.${extension(photo)}`);
  });
  const answer = await requestJson('/vehicles', { method: 'POST', body });
  const vehicle = parseVehicle(answer);
  if (!vehicle) throw new ApiError(201, 'bad_response', 'The published ad does not parse');
  // The secret that lets the poster manage the ad (issue 16): sent once, never stored by buyers.
  const token = (answer as { manageToken?: unknown }).manageToken;
  return { vehicle, manageToken: typeof token === 'string' ? token : null };
}
