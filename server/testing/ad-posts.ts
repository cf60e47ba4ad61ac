import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../app';
import { postForm } from './test-app';

/** A new ad as its poster gets it back. */
export type Posted = Vehicle & {
  manageToken: string;
  status: 'active' | 'held';
  heldBecause: 'copied_photo' | 'wording' | null;
};
export type PhotoPart = { field: 'hero' | 'gallery'; name: string; data: Buffer };

/** A photo of one colour: it carries no picture, so screening never calls it a copy. */
export const jpeg = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

const COLOURS = ['#c33', '#3c3', '#33c', '#cc3', '#3cc', '#c3c'];

/** `count` photos, the first the main one. */
export const colourPhotos = (count: number): Promise<PhotoPart[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      field: index === 0 ? ('hero' as const) : ('gallery' as const),
      name: `p${index}.jpg`,
      data: await jpeg(COLOURS[index % COLOURS.length]!),
    })),
  );

/** Posts an ad through the API; the answer is the caller's to check. */
export const postAd = (app: App, values: Partial<PostAdFormValues>, photos: PhotoPart[] = []) =>
  app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm(values), photos),
  });

/** The photos stored in a test env's data folder (each ad's link previews are .jpg beside them). */
export const photoFiles = (envDir: string) =>
  readdirSync(join(envDir, 'data', 'photos')).filter((name) => name.endsWith('.webp'));
