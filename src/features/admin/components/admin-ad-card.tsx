import { useState } from 'react';
import { Link } from '@/components/ui/link';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminAction, AdminAd } from '@/lib/api/admin-api';
import { reportReasons } from '@/lib/api/report-api';
import { summariseAd } from './ad-summary';
import { ReasonField } from './reason-field';

function stateOf(ad: AdminAd): TranslationKey {
  if (ad.status === 'deleted') return 'admin.ad.state.deleted';
  if (ad.hidden) return 'admin.ad.state.hidden';
  if (!ad.listed) return 'admin.ad.state.unlisted';
  return ad.status === 'sold' ? 'admin.ad.state.sold' : 'admin.ad.state.listed';
}

/**
 * One ad for the moderators: what the seller wrote and what reporters said, all as text (React
 * escapes it; nothing here is markup), with hide / restore / delete / dismiss and phone blocking.
 */
export function AdminAdCard({
  ad,
  busy,
  onAct,
  onPhone,
}: {
  ad: AdminAd;
  busy: boolean;
  onAct: (action: AdminAction, reason: string) => void;
  onPhone: (blocked: boolean, reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const summary = summariseAd(ad, t);
  const titleId = `admin-ad-${ad.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const gone = ad.status === 'deleted';

  return (
    <article className="card card-body admin-ad stack" aria-labelledby={titleId}>
      <header className="stack admin-ad-head">
        <h3 id={titleId} className="admin-ad-title" dir="auto">
          {summary.title}
        </h3>
        <p className="cluster admin-ad-badges">
          <span className="badge">{t(stateOf(ad))}</span>
          {ad.phoneBlocked ? (
            <span className="badge badge-sold">{t('admin.ad.phoneBlocked')}</span>
          ) : null}
          {ad.openReports > 0 ? (
            <span className="badge badge-primary">
              {t('admin.queue.count', { n: ad.openReports })}
            </span>
          ) : null}
        </p>
      </header>
      <ul className="admin-ad-facts" role="list">
        <li>{t('admin.ad.id', { id: ad.id })}</li>
        <li dir="auto">{summary.line}</li>
        <li>{t('admin.ad.price', { price: summary.price })}</li>
        <li dir="auto">{t('admin.ad.location', { location: summary.location })}</li>
        <li>{t('admin.ad.phone', { phone: summary.phone })}</li>
      </ul>
      {summary.description ? (
        <details>
          <summary>{t('admin.ad.description')}</summary>
          <p className="admin-ad-text" dir="auto">
            {summary.description}
          </p>
        </details>
      ) : null}
      {ad.openReports > 0 ? (
        <p>
          <strong>{t('admin.ad.reasons')}:</strong>{' '}
          {reportReasons
            .filter((key) => ad.reasons[key])
            .map((key) =>
              t('admin.ad.reasonCount', {
                reason: t(`report.reasons.${key}`),
                n: ad.reasons[key] ?? 0,
              }),
            )
            .join(' · ')}
        </p>
      ) : null}
      {ad.reports.length > 0 ? (
        <details open={ad.openReports > 0}>
          <summary>{t('admin.ad.notes')}</summary>
          <ul className="admin-ad-reports" role="list">
            {ad.reports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`}>
                <span className="hint">
                  {report.createdAt.slice(0, 16).replace('T', ' ')} UTC ·{' '}
                  {t(`report.reasons.${report.reason}`)}
                  {report.open ? '' : ` · ${t('admin.ad.resolved')}`}
                </span>
                <p className="admin-ad-text" dir="auto">
                  {report.note || t('admin.ad.noNote')}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
      <div className="cluster admin-ad-actions">
        {!gone && !ad.hidden ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() => onAct('hide', reason)}
          >
            {t('admin.actions.hide')}
          </button>
        ) : null}
        {!gone && ad.hidden ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => onAct('restore', reason)}
          >
            {t('admin.actions.restore')}
          </button>
        ) : null}
        {ad.openReports > 0 ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => onAct('dismiss', reason)}
          >
            {t('admin.actions.dismiss')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy}
          onClick={() => onPhone(!ad.phoneBlocked, reason)}
        >
          {ad.phoneBlocked ? t('admin.actions.unblockPhone') : t('admin.actions.blockPhone')}
        </button>
        {!gone && !confirming ? (
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('admin.actions.delete')}
          </button>
        ) : null}
        {ad.listed ? (
          <Link className="btn btn-ghost btn-sm" to={summary.href}>
            {t('admin.ad.open')}
          </Link>
        ) : null}
      </div>
      {!gone && confirming ? (
        <div className="alert stack" role="alertdialog" aria-labelledby={`${titleId}-confirm`}>
          <p id={`${titleId}-confirm`}>{t('admin.actions.confirmDelete')}</p>
          <div className="cluster">
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onAct('delete', reason);
              }}
            >
              {t('admin.actions.deleteForGood')}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setConfirming(false)}
            >
              {t('admin.actions.keep')}
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
