import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export const PHOTO_NAME = /^[0-9a-f]{32}(-400|-800)?\.webp$/;

/** A photo's files: the photo, its 400 px thumbnail and the 800 px one made on demand. */
export const photoFilesOf = (key: string) =>
  ['', '-400', '-800'].map((size) => `${key}${size}.webp`);

export const PREVIEW_NAME = /^[0-9a-f]{32}-[a-z]{2}-[0-9a-f]{16}\.jpg$/;

/** A file being written (renamed to its name once complete); a crash can leave one behind. */
export const TEMP_NAME =
  /^[0-9a-f]{32}(-400\.webp|-800\.webp|-[a-z]{2}-[0-9a-f]{16}\.jpg|\.webp)\.[0-9a-f]{8}\.tmp$/;

/** One file in the store, for the orphan sweep. */
export type StoredEntry = { name: string; modified: Date };

/** Whether `name` is one the store keeps: a photo, its thumbnail or a link preview. */
export function isStoredName(name: string): boolean {
  return PHOTO_NAME.test(name) || PREVIEW_NAME.test(name);
}

export function contentTypeOf(name: string): string {
  return name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';
}

export function newPhotoKey(): string {
  return randomBytes(16).toString('hex');
}

export type StoredPhoto = { body: Readable; size: number | null };

export interface PhotoStore {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<StoredPhoto | null>;
  /** Deletes a stored file, or a temporary one (TEMP_NAME) a crash left. */
  delete(name: string): Promise<void>;
  /** Writes and removes a small object: throws when the store cannot take a photo now. */
  probe(): Promise<void>;
  /** Every file, temporary ones included. */
  list(): AsyncIterable<StoredEntry>;
  /** Set when photos are served from elsewhere (a CDN or public bucket): redirect there. */
  readonly publicUrl: ((name: string) => string) | null;
}

/** Written to a temporary name, then renamed, so a crash never leaves half a photo. */
export async function createDiskPhotoStore(dir: string): Promise<PhotoStore> {
  await mkdir(dir, { recursive: true });
  const pathOf = (name: string, temp = false) => {
    if (!isStoredName(name) && !(temp && TEMP_NAME.test(name))) throw new Error('Bad photo name');
    return join(dir, name);
  };
  return {
    publicUrl: null,
    async put(name, data) {
      const path = pathOf(name);
      const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, data);
      await rename(temp, path);
    },
    async get(name) {
      try {
        const path = pathOf(name);
        const info = await stat(path);
        return { body: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(name) {
      await unlink(pathOf(name, true)).catch(() => undefined);
    },
    async *list() {
      for (const name of await readdir(dir)) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile()) yield { name, modified: info.mtime };
      }
    },
    async probe() {
      const path = join(dir, `.probe-${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(path, 'ok');
      await unlink(path);
    },
  };
}
