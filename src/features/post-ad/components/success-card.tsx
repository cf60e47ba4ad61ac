import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { VehicleCard } from '@/components/vehicle/vehicle-card';
import { paths } from '@/config/paths';
import { loadSamples } from '@/data/sample-store';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import {
  buildAdModule,
  buildAdSnippet,
  buildMergedListFile,
  buildUserAdsFile,
} from '../lib/downloads';
import { saveDownload } from '../lib/save-download';
import { ManageLinkCard } from './manage-link-card';
import { PublicLinkCard } from './public-link-card';

type Props = { vehicle: Vehicle; onAddAnother: () => void };

/** Shown after posting: the ad as buyers see it, its page, the four downloads and Add Another. */
export function SuccessCard({ vehicle, onAddAnother }: Props) {
  const { t } = useTranslation();
  const { vehicles, published: publishedIds, held: heldIds } = useOwnAds();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Served by the marketplace server, the ad was published for everyone, or held for a check.
  const [published] = useState(() => publishedIds.has(vehicle.id));
  const [held] = useState(() => heldIds.get(vehicle.id) ?? null);

  useEffect(() => {
    headingRef.current?.focus();
    // The card's price verdict is judged among the samples (on a static host).
    loadSamples().catch((error: unknown) => console.error('[post-ad] samples did not load', error));
  }, []);

  async function downloadMerged() {
    // The sample catalogue is large; load it only when this file is asked for.
    const { mergeVehicles, getSampleVehicles } = await import('@/data/sample-vehicles');
    saveDownload(buildMergedListFile(mergeVehicles(getSampleVehicles(), vehicles)));
  }

  const downloads: [TranslationKey, () => void][] = [
    ['postAd.success.downloadModule', () => saveDownload(buildAdModule(vehicle))],
    ['postAd.success.downloadSnippet', () => saveDownload(buildAdSnippet(vehicle))],
    ['postAd.success.downloadUserAds', () => saveDownload(buildUserAdsFile(vehicles))],
    ['postAd.success.downloadMerged', () => void downloadMerged()],
  ];

  return (
    <section className="post-ad-success" aria-labelledby="post-ad-success-heading" data-keep-clear>
      {held ? (
        <div className="alert post-ad-success-banner">
          <h2 id="post-ad-success-heading" className="section-title" tabIndex={-1} ref={headingRef}>
            {t('postAd.success.headingHeld')}
          </h2>
          <p>
            {t(
              held === 'copied_photo'
                ? 'postAd.success.heldBecause.copied_photo'
                : 'postAd.success.heldBecause.wording',
            )}
          </p>
          <p>{t('postAd.success.heldNext')}</p>
        </div>
      ) : (
        <div className="alert alert-success post-ad-success-banner">
          <h2 id="post-ad-success-heading" className="section-title" tabIndex={-1} ref={headingRef}>
            {t('postAd.success.heading')}
          </h2>
          <p>{t(published ? 'postAd.success.bodyPublished' : 'postAd.success.body')}</p>
        </div>
      )}

      <div className="post-ad-success-body">
        <div className="post-ad-preview">
          <VehicleCard vehicle={vehicle} imageLoading="eager" />
        </div>

        <div className="stack post-ad-success-side">
          <div className="stack">
            <Link className="btn btn-primary btn-block" to={paths.vehicle.getHref(vehicle.id)}>
              {t('postAd.success.view')}
            </Link>
            <button type="button" className="btn btn-secondary btn-block" onClick={onAddAnother}>
              {t('postAd.success.addAnother')}
            </button>
          </div>

          {published && !held ? <PublicLinkCard vehicle={vehicle} /> : null}
          {published ? <ManageLinkCard vehicle={vehicle} /> : null}

          <section className="card card-body stack" aria-labelledby="post-ad-downloads-heading">
            <h3 id="post-ad-downloads-heading" className="card-title">
              {t('postAd.success.downloadsHeading')}
            </h3>
            <p className="muted">{t('postAd.success.downloadsIntro')}</p>
            <ul className="post-ad-downloads">
              {downloads.map(([label, onClick]) => (
                <li key={label}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-block post-ad-download"
                    onClick={onClick}
                  >
                    {t(label)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </section>
  );
}

/**
 * Shown after posting offline: the ad waits on this phone and goes up when the
 * connection returns; the outbox status at the top of every page follows it.
 */
export function QueuedCard({ onAddAnother }: { onAddAnother: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="post-ad-success" aria-labelledby="post-ad-queued-heading" data-keep-clear>
      <div className="alert post-ad-success-banner">
        <h2 id="post-ad-queued-heading" className="section-title" tabIndex={-1} ref={headingRef}>
          {t('postAd.outbox.queuedHeading')}
        </h2>
        <p>{t('postAd.outbox.queued')}</p>
      </div>
      <button type="button" className="btn btn-secondary" onClick={onAddAnother}>
        {t('postAd.success.addAnother')}
      </button>
    </section>
  );
}
