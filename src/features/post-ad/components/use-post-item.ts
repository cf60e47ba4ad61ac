import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { itemErrorKeys, type ItemFormValues } from '@/domain/listings/item-form-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import { splitImageUrls } from '@/domain/vehicles/form-values';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { TranslationKey } from '@/i18n/catalog';
import { ApiError } from '@/lib/api/api-client';
import { publishItem, saveEditedItem, type ItemHeld } from '@/lib/api/items-api';
import type { EditHeld } from '@/lib/api/publish-api';
import { rememberManageToken } from '@/lib/own-ads/manage-tokens';
import { itemDefaults, type ItemFields } from './item-fields';
import type { PhotoList } from './use-photo-list';
import {
  MIN_POSTING_MS,
  errorKey,
  readPhotos,
  splitKept,
  usePostKey,
  wait,
} from './use-post-vehicle';

/** The server checks with the same schema: its field messages are the schema's own keys. */
const FIELD_MESSAGES: ReadonlySet<string> = new Set([
  ...itemErrorKeys,
  'postAd.errors.server.duplicate',
  'postAd.errors.server.phoneLimit',
  'postAd.errors.server.blocked',
]);
const FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(itemDefaults('part')));

type Options = {
  hero: PhotoList;
  gallery: PhotoList;
  setError: UseFormSetError<ItemFields>;
  onPosted: (ad: ItemAd, held: ItemHeld | EditHeld) => void;
  /** Offline, a new ad is kept in the outbox and posted when the connection returns. */
  onQueued?: () => void;
  honeypot?: () => string;
  /** "Show my number" as ticked when posting (an edit leaves it to the manage page). */
  showPhone?: () => boolean;
  edit?: { id: string; token: string; version?: number };
};

/**
 * Posts a part or gear ad to the marketplace (or saves an edit): the vehicle flow's steps (photos
 * read, "Posting…" kept up, errors in the visitor's language), with the items API.
 */
export function usePostItem({
  hero,
  gallery,
  setError,
  onPosted,
  onQueued,
  honeypot = () => '',
  showPhone = () => true,
  edit,
}: Options) {
  const [formError, setFormError] = useState<TranslationKey | null>(null);
  const [errorFile, setErrorFile] = useState('');
  const busy = useRef(false);
  const postKey = usePostKey();
  const [posting, setPosting] = useState(false);

  async function post(values: ItemFormValues) {
    if (busy.current) return;
    const urlCount = splitImageUrls(values.galleryUrls).length;
    if (gallery.photos.length + urlCount > VEHICLE_LIMITS.galleryMax) {
      setError('galleryUrls', { message: 'postAd.errors.galleryTooMany' }, { shouldFocus: true });
      return;
    }
    busy.current = true;
    setPosting(true);
    setFormError(null);
    try {
      const [images] = await Promise.all([readPhotos(hero, gallery), wait(MIN_POSTING_MS)]);
      if (edit) {
        const { kept, images: added } = splitKept(hero, gallery, images);
        const saved = await saveEditedItem(edit, values, kept, added);
        onPosted(saved.ad, saved.held);
        return;
      }
      // One key for every try of this ad: a lost answer's ad comes back, not as a duplicate.
      const key = postKey.current();
      const published = await publishItem(values, images, {
        honeypot: honeypot(),
        showPhone: showPhone(),
        postKey: key,
      }).catch((error: unknown) => {
        if (!onQueued || !(error instanceof ApiError && error.code === 'network')) throw error;
        return null;
      });
      if (!published) {
        const { queueAd } = await import('@/lib/own-ads/outbox/outbox-page');
        await queueAd({
          key,
          kind: 'item',
          values,
          images,
          honeypot: honeypot(),
          showPhone: showPhone(),
        });
        postKey.posted();
        onQueued?.();
        return;
      }
      // The manage link is offered once; this browser keeps it for the owner's next visit.
      if (published.manageToken) rememberManageToken(published.ad.id, published.manageToken);
      postKey.posted();
      onPosted(published.ad, published.held);
    } catch (error) {
      console.error('[post-ad] posting failed', error);
      if (error instanceof ApiError) showFieldErrors(error);
      setErrorFile(error instanceof ApiError ? (error.file ?? '') : '');
      setFormError(errorKey(error));
    } finally {
      busy.current = false;
      setPosting(false);
    }
  }

  function showFieldErrors(error: ApiError) {
    let first = true;
    for (const [name, message] of Object.entries(error.fields)) {
      if (!FIELD_NAMES.has(name) || !FIELD_MESSAGES.has(message)) continue;
      setError(name as keyof ItemFields, { message }, { shouldFocus: first });
      first = false;
    }
  }

  return { post, posting, formError, errorFile, busy };
}
