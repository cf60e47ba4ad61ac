import type { AdFormValues, UploadedImages } from '@/domain/vehicles/build-vehicle';
import { parseVehicle, type Vehicle } from '@/domain/vehicles/vehicle-schema';
import { ApiError, requestJson } from './api-client';
import { adForm, postAdRequest } from './post-ad-request';

/**
 * Publishes an ad on the marketplace server: the form's values as typed (the server checks them
 * with the same schema) and the photos as files. The server sets the id and the posting time,
 * and answers with the ad as everyone will see it (its photos now on the server).
 */
export async function publishVehicle(
  values: AdFormValues,
  images: UploadedImages,
  honeypot = '',
): Promise<{ vehicle: Vehicle; manageToken: string | null }> {
  const { answer, manageToken } = await postAdRequest(values, images, honeypot);
  const vehicle = parseVehicle(answer);
  if (!vehicle) throw new ApiError(201, 'bad_response', 'The published ad does not parse');
  // The secret that lets the poster manage the ad (issue 16): sent once, never stored by buyers.
  return { vehicle, manageToken };
}

/** The photos of an edited ad that stay: addresses it already has (issue 16). */
export type KeptPhotos = { hero: string | null; gallery: string[] };

/**
 * Saves the owner's edit of ad `id` with its manage token: the form's values, the photos kept,
 * and new photos as files. Answers with the ad as everyone will now see it.
 */
export async function saveEditedVehicle(
  edit: { id: string; token: string; version?: number },
  values: AdFormValues,
  kept: KeptPhotos,
  images: UploadedImages,
): Promise<Vehicle> {
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
  return vehicle;
}
