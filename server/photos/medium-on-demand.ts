import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { mediumOf, PHOTO_MAX_PX } from './process-photo';
import type { PhotoStore } from './photo-store';
import { createSemaphore } from './semaphore';

export const MEDIUM_NAME = /^([0-9a-f]{32})-800\.webp$/;

/**
 * Photos stored before the 800 px size existed get it on first request, made from the stored
 * full size (at most 1600 px, so a fast resize) and stored beside it. One resize at a time and
 * one per name, so a burst of old ads neither piles up work nor holds up other requests.
 */
export function createMediumMaker(store: PhotoStore) {
  const limit = createSemaphore(1);
  const making = new Map<string, Promise<Buffer | null>>();
  const present = new Set<string>();

  async function make(key: string): Promise<Buffer | null> {
    const full = await store.get(`${key}.webp`);
    if (!full) return null;
    const input = await buffer(full.body);
    const resize = () =>
      mediumOf(sharp(input, { limitInputPixels: PHOTO_MAX_PX * PHOTO_MAX_PX, failOn: 'error' }));
    const medium = await limit<Buffer>(resize).catch(() => null);
    // Served even when storing fails: it is made again on a later request.
    if (medium) await store.put(`${key}-800.webp`, medium).catch(() => undefined);
    return medium;
  }

  /** The made photo, or null when its full size is gone too. */
  function made(name: string): Promise<Buffer | null> {
    const key = MEDIUM_NAME.exec(name)?.[1];
    if (!key) return Promise.resolve(null);
    let pending = making.get(key);
    if (!pending) {
      pending = make(key).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  /** For a store served from elsewhere: makes the size if missing, before the redirect. */
  async function ensure(name: string): Promise<boolean> {
    if (present.has(name)) return true;
    const stored = await store.get(name);
    stored?.body.destroy();
    const found = stored !== null || (await made(name)) !== null;
    if (found) present.add(name);
    return found;
  }

  return { made, ensure };
}
