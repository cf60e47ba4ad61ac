import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { decideHeldAd, type HeldAd, type HeldDecision } from '@/lib/api/held-api';
import type { AdminData } from '../api/admin-loader';
import { summariseAd } from './ad-summary';
import { ReasonField } from './reason-field';
import type { AdminSectionProps } from './admin-section-props';

/** A stored photo's 400 px copy: small enough to compare two side by side on a phone. */
const thumb = (photo: string) => photo.replace(/^(\/photos\/[0-9a-f]{32})\.webp$/, '$1-400.webp');

/**
 * Ads screening held (scam wording, a copied photo, a part with an engine or frame number), of
 * every kind, each approved or rejected.
 */
export function HeldQueue({
  csrfToken,
  busy,
  run,
  held,
}: AdminSectionProps & { held: AdminData['held'] }) {
  const { t } = useTranslation();

  const decide = (ad: HeldAd, decision: HeldDecision, reason: string) =>
    run(async () => {
      await decideHeldAd(csrfToken, ad.id, decision, reason);
      return t(`admin.held.done.${decision}`);
    });

  return (
    <section className="stack" aria-labelledby="admin-held-title">
      <h2 id="admin-held-title" className="section-title">
        {t('admin.held.heading')}
      </h2>
      {held === null ? null : held.items.length === 0 ? (
        <p>{t('admin.held.empty')}</p>
      ) : (
        <>
          <p>{t('admin.held.count', { n: held.total })}</p>
          <ul className="admin-queue" role="list">
            {held.items.map((ad) => (
              <li key={ad.id}>
                <HeldCard
                  ad={ad}
                  busy={busy}
                  onDecide={(decision, reason) => void decide(ad, decision, reason)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HeldCard({
  ad,
  busy,
  onDecide,
}: {
  ad: HeldAd;
  busy: boolean;
  onDecide: (decision: HeldDecision, reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { copied } = ad;
  const summary = summariseAd(ad, t);
  const titleId = `admin-held-${ad.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <article className="card card-body admin-ad stack" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-ad-title" dir="auto">
        {summary.title}
      </h3>
      <ul className="admin-ad-facts" role="list">
        <li>{t('admin.ad.id', { id: ad.id })}</li>
        <li dir="auto">{summary.line}</li>
        <li>{t('admin.ad.price', { price: summary.price })}</li>
        <li>{t('admin.ad.phone', { phone: summary.phone })}</li>
        <li className="hint">
          {t('admin.held.heldAt', { date: ad.heldAt.slice(0, 16).replace('T', ' ') })}
        </li>
      </ul>
      {ad.papers ? <p className="alert">{t('admin.held.papers')}</p> : null}
      {ad.phrase ? (
        <p className="alert" dir="auto">
          {t('admin.held.phrase', { phrase: ad.phrase })}
        </p>
      ) : null}
      {summary.description ? (
        <p className="admin-ad-text" dir="auto">
          {summary.description}
        </p>
      ) : null}
      {copied ? (
        <div className="stack">
          <p className="alert">{t('admin.held.copied', { distance: copied.distance })}</p>
          <div className="admin-held-photos">
            <figure>
              <img src={thumb(copied.photo ?? summary.image)} alt="" loading="lazy" />
              <figcaption>{t('admin.held.thisPhoto')}</figcaption>
            </figure>
            <figure>
              <img src={thumb(copied.matchPhoto)} alt="" loading="lazy" />
              <figcaption>{t('admin.held.otherPhoto', { id: copied.vehicleId })}</figcaption>
            </figure>
          </div>
        </div>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
      <div className="cluster admin-ad-actions">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy}
          onClick={() => onDecide('approve', reason)}
        >
          {t('admin.held.approve')}
        </button>
        <button
          type="button"
          className="btn btn-danger btn-sm"
          disabled={busy}
          onClick={() => onDecide('reject', reason)}
        >
          {t('admin.held.reject')}
        </button>
      </div>
    </article>
  );
}
