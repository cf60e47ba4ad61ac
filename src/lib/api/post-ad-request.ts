import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { requestJson } from './api-client';

export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

const extension = (blob: Blob) => (blob.type.split('/')[1] ?? 'bin').replace('jpeg', 'jpg');

/** Any kind's form values (a vehicle's, a part's or gear's) as the multipart body. */
export function adForm(values: object, images: UploadedImages): FormData {
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

/** Where each kind of ad is posted. */
export type AdCollection = '/vehicles' | '/items';

/**
 * A new post's own key: sent as `Idempotency-Key`, so that the same ad sent again (its answer was
 * lost, its tab closed mid-send) gets that ad back instead of a duplicate refusal. The outbox
 * keeps an ad under it. `randomUUID` needs a secure context; plain http has random bytes.
 */
export function newPostKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type PostAdOptions = {
  /** Honeypot: empty from a person, filled by form-filling bots. */
  honeypot?: string;
  signal?: AbortSignal;
  /** "Show my number" (the marketplace only). */
  showPhone?: boolean;
  collection?: AdCollection;
  /** `newPostKey()`: the same for every send of one ad. */
  postKey?: string;
};

/**
 * Returns the answer unparsed: the service worker carries no schema code (the page reads what
 * the answer says of moderation with `held-answers.ts`). `values` are a
 * vehicle's form values, or a part's or gear's posted to '/items'.
 */
export async function postAdRequest(
  values: PostAdFormValues | object,
  images: UploadedImages,
  {
    honeypot = '',
    signal,
    showPhone = true,
    collection = '/vehicles',
    postKey,
  }: PostAdOptions = {},
): Promise<{ answer: unknown; manageToken: string | null }> {
  const body = adForm(values, images);
  body.append('website', honeypot);
  // "Show my number" off: stored with the ad (an older server ignores the field).
  if (!showPhone) body.append('showPhone', 'false');
  const headers = postKey ? { 'Idempotency-Key': postKey } : undefined;
  const answer = await requestJson(collection, { method: 'POST', body, signal, headers });
  const token = (answer as { manageToken?: unknown } | null)?.manageToken;
  return { answer, manageToken: typeof token === 'string' ? token : null };
}
