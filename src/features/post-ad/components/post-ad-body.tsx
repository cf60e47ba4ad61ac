import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { AdKind } from '@/domain/listings/item-types';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { registerPostAdTexts } from '@/i18n/namespaces/post-ad';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import type { ItemHeld } from '@/lib/api/items-api';
import { clearDraft } from '../lib/draft-storage';
import { PostAdForm } from './post-ad-form';
import { ItemSuccessCard } from './item-success-card';
import { KindChoice } from './kind-choice';
import { QueuedCard, SuccessCard } from './success-card';

// Parts and gear are posted on the marketplace server only: their form loads when chosen.
const ItemForm = lazy(async () => ({ default: (await import('./item-form')).ItemForm }));

type Posted = Vehicle | 'queued' | { item: ItemAd; held: ItemHeld } | null;

/** /post-ad below the page's frame: the form, then the success card (the post form's states). */
export function PostAdBody() {
  // The form's texts come with its code.
  registerPostAdTexts();
  registerVehiclesTexts();
  const { t } = useTranslation();
  // Served by the marketplace the ad is public, not kept in this browser only.
  const served = useBrowserValue(hasServer, false);
  const [posted, setPosted] = useState<Posted>(null);
  // What is sold: a vehicle unless the seller chooses otherwise (the static site sells vehicles).
  const [kind, setKind] = useState<AdKind>('vehicle');
  const [formKey, setFormKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Choosing Post Ad again (header, footer) while the success card shows opens a fresh form.
  const { key } = useLocation();
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    if (posted) {
      setPosted(null);
      setFormKey((value) => value + 1);
    }
  }

  function onPosted(vehicle: Vehicle) {
    setPosted(vehicle);
    window.scrollTo({ top: 0 });
  }

  function onItemPosted(item: ItemAd, held: ItemHeld) {
    setPosted({ item, held });
    window.scrollTo({ top: 0 });
  }

  function onQueued() {
    setPosted('queued');
    window.scrollTo({ top: 0 });
  }

  function addAnother() {
    clearDraft();
    setPosted(null);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  return (
    <>
      <h1 className="page-title" tabIndex={-1} ref={headingRef}>
        {t('postAd.heading')}
      </h1>
      {posted === 'queued' ? (
        <QueuedCard onAddAnother={addAnother} />
      ) : posted && 'item' in posted ? (
        <ItemSuccessCard ad={posted.item} held={posted.held} onAddAnother={addAnother} />
      ) : posted ? (
        <SuccessCard vehicle={posted} onAddAnother={addAnother} />
      ) : (
        <>
          <p className="muted post-ad-intro">
            {t(
              !served
                ? 'postAd.intro'
                : kind === 'vehicle'
                  ? 'postAd.introServer'
                  : 'postAd.item.introServer',
            )}
          </p>
          {served ? <KindChoice value={kind} onChange={setKind} /> : null}
          {served && kind !== 'vehicle' ? (
            <Suspense fallback={<p role="status">{t('common.status.loading')}</p>}>
              <ItemForm
                key={`${kind}-${formKey}`}
                kind={kind}
                onPosted={(item, held) => onItemPosted(item, held === 'review' ? null : held)}
                onQueued={onQueued}
              />
            </Suspense>
          ) : (
            <PostAdForm key={formKey} onPosted={onPosted} onQueued={onQueued} />
          )}
        </>
      )}
    </>
  );
}
