import { Suspense, useState } from 'react';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
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
function mentionsAd(vehicleId: string): boolean {
  const needle = JSON.stringify({ vehicleId }).slice(1, -1);
  return [STORAGE_KEYS.messageThreads, STORAGE_KEYS.messageOutbox].some((key) =>
    (readRaw(key) ?? '').includes(needle),
  );
}

/** What the button needs of an ad: a vehicle, part or gear ad (threads are keyed by its id). */
export type MessagedAd = Pick<Vehicle, 'id' | 'title' | 'sample' | 'soldAt'>;

/**
 * "Message seller": a buyer writes without an account, on the marketplace server only (a static
 * host has no one to deliver to). The seeded samples have no seller to write to.
 */
export function MessageSeller({ vehicle }: { vehicle: MessagedAd }) {
  registerMessagesTexts();
  const { t } = useTranslation();
  const served = useBrowserValue(hasServer, usePageData().origin !== undefined);
  const known = useBrowserValue(() => mentionsAd(vehicle.id), false);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!served || vehicle.sample || vehicle.soldAt) return null;

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
          <panel.Component vehicle={vehicle} writing={open} onWrite={setOpen} />
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
