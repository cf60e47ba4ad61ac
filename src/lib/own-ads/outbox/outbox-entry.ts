import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';

/** Kept in IndexedDB until the server has it; `settled`: this browser's stores have it too. */
export type OutboxEntry = {
  key: string;
  createdAt: string;
  apiBase: string;
  values: PostAdFormValues;
  images: UploadedImages;
  honeypot: string;
  state: 'waiting' | 'sending' | 'published' | 'failed';
  claimedAt: string | null;
  error: string | null;
  errorFile: string | null;
  published: { vehicle: unknown; manageToken: string | null } | null;
  settled: boolean;
};

const STATES: ReadonlySet<unknown> = new Set(['waiting', 'sending', 'published', 'failed']);
const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const textOrNull = (value: unknown, max: number) => value === null || isText(value, max);

function isValues(value: unknown): value is PostAdFormValues {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const fields = Object.values(value as Record<string, unknown>);
  const { make, model } = value as Record<string, unknown>;
  return (
    typeof make === 'string' &&
    typeof model === 'string' &&
    fields.every((field) => typeof field === 'boolean' || isText(field, 10_000))
  );
}

function isImages(value: unknown): value is UploadedImages {
  const images = value as UploadedImages | null;
  return (
    !!images &&
    (images.hero === null || typeof images.hero === 'string') &&
    Array.isArray(images.gallery) &&
    images.gallery.length <= 20 &&
    images.gallery.every((photo) => typeof photo === 'string')
  );
}

function isPublished(value: unknown): boolean {
  if (value === null) return true;
  const published = value as Record<string, unknown> | undefined;
  return !!published && typeof published === 'object' && textOrNull(published.manageToken, 200);
}

/** Checked by hand, not with zod: zod would make the service worker several times larger. */
export function parseOutboxEntry(value: unknown): OutboxEntry | null {
  const entry = value as Record<string, unknown> | null;
  const ok =
    !!entry &&
    typeof entry === 'object' &&
    isText(entry.key, 100) &&
    isText(entry.createdAt, 40) &&
    isText(entry.apiBase, 200) &&
    isValues(entry.values) &&
    isImages(entry.images) &&
    isText(entry.honeypot, 1000) &&
    STATES.has(entry.state) &&
    textOrNull(entry.claimedAt, 40) &&
    textOrNull(entry.error, 100) &&
    textOrNull(entry.errorFile, 300) &&
    isPublished(entry.published) &&
    typeof entry.settled === 'boolean';
  if (ok) return entry as unknown as OutboxEntry;
  console.warn('[outbox] an entry could not be read', entry && Object.keys(entry));
  return null;
}
