import type { ItemFormValues } from '@/domain/listings/item-form-schema';
import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';

/** What an entry posts: a vehicle's form values, or a spare part's or riding gear's. */
export type OutboxAd =
  { kind: 'vehicle'; values: PostAdFormValues } | { kind: 'item'; values: ItemFormValues };

/** Kept in IndexedDB until the server has it; `settled`: this browser's stores have it too. */
export type OutboxEntry = OutboxAd & {
  key: string;
  createdAt: string;
  apiBase: string;
  images: UploadedImages;
  /** "Show my number" as ticked when it was posted. */
  showPhone: boolean;
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

const isField = (field: unknown) => typeof field === 'boolean' || isText(field, 10_000);

/** A part's or gear's values: text and ticks, and a part's bikes (each a few texts). */
function isItemValues(value: unknown): value is ItemFormValues {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { kind, fitment, ...rest } = value as Record<string, unknown>;
  return (
    (kind === 'part' || kind === 'gear') &&
    (fitment === undefined ||
      (Array.isArray(fitment) &&
        fitment.length <= 20 &&
        fitment.every(
          (bike) =>
            !!bike &&
            typeof bike === 'object' &&
            Object.values(bike as Record<string, unknown>).every((text) => isText(text, 100)),
        ))) &&
    Object.values(rest).every(isField)
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

/**
 * Checked by hand, not with zod: zod would make the service worker several times larger. An
 * entry kept before parts and gear could be posted is a vehicle's, its number shown.
 */
export function parseOutboxEntry(value: unknown): OutboxEntry | null {
  const stored = value as Record<string, unknown> | null;
  const entry: Record<string, unknown> | null =
    stored && typeof stored === 'object' ? { kind: 'vehicle', showPhone: true, ...stored } : null;
  const ok =
    !!entry &&
    isText(entry.key, 100) &&
    isText(entry.createdAt, 40) &&
    isText(entry.apiBase, 200) &&
    (entry.kind === 'item'
      ? isItemValues(entry.values)
      : entry.kind === 'vehicle' && isValues(entry.values)) &&
    typeof entry.showPhone === 'boolean' &&
    isImages(entry.images) &&
    isText(entry.honeypot, 1000) &&
    STATES.has(entry.state) &&
    textOrNull(entry.claimedAt, 40) &&
    textOrNull(entry.error, 100) &&
    textOrNull(entry.errorFile, 300) &&
    isPublished(entry.published) &&
    typeof entry.settled === 'boolean';
  if (ok) return entry as unknown as OutboxEntry;
  console.warn('[outbox] an entry could not be read', stored && Object.keys(stored));
  return null;
}
