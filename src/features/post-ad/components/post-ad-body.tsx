import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { registerPostAdTexts } from '@/i18n/namespaces/post-ad';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { clearDraft } from '../lib/draft-storage';
import { PostAdForm } from './post-ad-form';
import { QueuedCard, SuccessCard } from './success-card';

/** /post-ad below the page's frame: the form, then the success card (the post form's states). */
export function PostAdBody() {
  // The form's texts come with its code.
  registerPostAdTexts();
  registerVehiclesTexts();
  const { t } = useTranslation();
  // Served by the marketplace the ad is public, not kept in this browser only.
  const served = useBrowserValue(hasServer, false);
  const [posted, setPosted] = useState<Vehicle | 'queued' | null>(null);
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
      ) : posted ? (
        <SuccessCard vehicle={posted} onAddAnother={addAnother} />
      ) : (
        <>
          <p className="muted post-ad-intro">{t(served ? 'postAd.introServer' : 'postAd.intro')}</p>
          <PostAdForm key={formKey} onPosted={onPosted} onQueued={onQueued} />
        </>
      )}
    </>
  );
}
