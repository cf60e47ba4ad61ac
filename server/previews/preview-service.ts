import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { languageCodes, type Language } from '@/i18n/languages';
import type { PhotoStore } from '../photos/photo-store';
import { createSemaphore } from '../photos/semaphore';
import { makePreview } from './make-preview';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewVersion, type PreviewAd } from './preview-texts';

export const PREVIEW_IMAGE = {
  width: PREVIEW_WIDTH,
  height: PREVIEW_HEIGHT,
  type: 'image/jpeg',
} as const;

export const PREVIEW_FILE = /^(en|si|ta)-([0-9a-f]{16})\.jpg$/;

export function previewStoreName(id: string, lang: Language, version: string): string {
  const ad = createHash('sha256').update(id).digest('hex').slice(0, 32);
  return `${ad}-${lang}-${version}.jpg`;
}

export function previewPath(vehicle: PreviewAd, lang: Language): string {
  return `/previews/${encodeURIComponent(vehicle.id)}/${lang}-${previewVersion(vehicle, lang)}.jpg`;
}

export type Previews = ReturnType<typeof createPreviews>;

/** Each version is made once: on publish or edit (`refresh`), or on its first request (`image`). */
export function createPreviews(options: {
  store: PhotoStore;
  /** The site's origin when a link is made (config.publicUrl: set once the server listens). */
  publicUrl: () => string;
  log: FastifyBaseLogger;
}) {
  const { store, log } = options;
  // One at a time: previews are made beside requests, on a shared machine.
  const queue = createSemaphore(1);
  const making = new Map<string, Promise<Buffer>>();
  const background = new Set<Promise<void>>();
  // Once closing, previews not yet started are left: each is made on its first request instead.
  let closing = false;
  const skipped = new Error('closing');

  async function read(name: string): Promise<Buffer | null> {
    const stored = await store.get(name);
    return stored ? Buffer.concat(await stored.body.toArray()) : null;
  }

  async function make(
    vehicle: PreviewAd,
    lang: Language,
    name: string,
    inBackground: boolean,
  ): Promise<Buffer> {
    const started = performance.now();
    const image = await queue(() =>
      inBackground && closing ? Promise.reject(skipped) : makePreview(vehicle, lang, read),
    );
    await store.put(name, image);
    log.info(
      { id: vehicle.id, lang, bytes: image.length, ms: Math.round(performance.now() - started) },
      'preview made',
    );
    return image;
  }

  async function image(vehicle: PreviewAd, lang: Language, inBackground = false): Promise<Buffer> {
    const name = previewStoreName(vehicle.id, lang, previewVersion(vehicle, lang));
    const stored = await read(name).catch(() => null);
    if (stored) return stored;
    let pending = making.get(name);
    if (!pending) {
      pending = make(vehicle, lang, name, inBackground).finally(() => making.delete(name));
      making.set(name, pending);
    }
    return pending;
  }

  async function renew(vehicle: PreviewAd, previous: PreviewAd | null) {
    for (const lang of languageCodes) {
      await image(vehicle, lang, true);
      const old = previous && previewVersion(previous, lang);
      if (old && old !== previewVersion(vehicle, lang)) {
        await store.delete(previewStoreName(previous.id, lang, old)).catch(() => undefined);
      }
    }
  }

  return {
    urlFor(vehicle: PreviewAd, lang: Language): string {
      return `${options.publicUrl()}${previewPath(vehicle, lang)}`;
    },
    image,
    /** A deleted ad's previews go with it (the orphan sweep takes any this misses). */
    async forget(vehicle: PreviewAd): Promise<void> {
      await Promise.all(
        languageCodes.map((lang) =>
          store
            .delete(previewStoreName(vehicle.id, lang, previewVersion(vehicle, lang)))
            .catch(() => undefined),
        ),
      );
    },
    /** Best effort, in the background: never holds up the reply. */
    refresh(vehicle: PreviewAd, previous: PreviewAd | null = null): void {
      const job = renew(vehicle, previous)
        .catch((error: unknown) => {
          if (error !== skipped) log.error({ err: error, id: vehicle.id }, 'preview failed');
        })
        .finally(() => background.delete(job));
      background.add(job);
    },
    async settle(): Promise<void> {
      while (background.size) await Promise.all([...background]);
    },
    async close(): Promise<void> {
      closing = true;
      await this.settle();
    },
  };
}
