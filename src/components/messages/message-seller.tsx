import { Suspense, useState } from 'react';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { usePageData } from '@/lib/page-data';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { STORAGE_KEYS, readRaw } from '@/lib/storage';
import type * as PanelModule from './message-seller-panel';
import type { MessageSellerPanelProps } from './message-seller-panel';

// The form, the store and the queue load on the first tap: most visitors only look.
const panel = preloadableLazy<typeof PanelModule, MessageSellerPanelProps>(
  () => import('./message-seller-panel'),
);

/** Whether this browser wrote to the ad's seller (or queued a first message): a cheap look. */
function mentionsAd(adId: string): boolean {
  // Stored threads and queued first messages name their ad as `vehicleId`, whatever its kind.
  const needle = JSON.stringify({ vehicleId: adId }).slice(1, -1);
  return [STORAGE_KEYS.messageThreads, STORAGE_KEYS.messageOutbox].some((key) =>
    (readRaw(key) ?? '').includes(needle),
  );
}

export type MessageSellerProps = {
  /** The ad's id: a vehicle's, or a part or gear ad's (`part-…`, `gear-…`). */
  adId: string;
  /** The ad's title, as the buyer's Messages page and the thread link name it. */
  title: string;
  /** A seeded sample ad: it has no seller to write to. */
  sample?: boolean;
  /** Sold: no new conversations. */
  sold?: boolean;
};

/**
 * "Message seller" on any kind of ad: a buyer writes without an account, on the marketplace
 * server only (a static host has no one to deliver to). The seeded samples have no seller to
 * write to.
 */
export function MessageSeller({ adId, title, sample = false, sold = false }: MessageSellerProps) {
  registerMessagesTexts();
  const { t } = useTranslation();
  const served = useBrowserValue(hasServer, usePageData().origin !== undefined);
  const known = useBrowserValue(() => mentionsAd(adId), false);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!served || sample || sold) return null;

  const button = (
    <button
      type="button"
      className="btn btn-secondary btn-block"
      onClick={() => {
        setFailed(false);
        panel.load().then(
          () => setOpen(true),
          (error: unknown) => {
            console.error('[messages] the form did not load', error);
            setFailed(true);
          },
        );
      }}
    >
      <span aria-hidden="true">✉ </span>
      {t('messages.seller.button')}
    </button>
  );
  return (
    <div className="message-seller">
      {open || known ? (
        <Suspense fallback={button}>
          <panel.Component adId={adId} title={title} writing={open} onWrite={setOpen} />
        </Suspense>
      ) : (
        button
      )}
      {failed ? (
        <p className="error-text" role="alert">
          {t('messages.errors.failed')}
        </p>
      ) : null}
    </div>
  );
}
