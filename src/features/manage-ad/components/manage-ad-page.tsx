import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { VehicleCard } from '@/components/vehicle/vehicle-card';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { manageErrorKey, type ManageAction, type ManageState } from '@/lib/api/manage-api';
import { actOnOwnAd, useManageState } from '@/lib/own-ads/use-manage-state';
import './manage-ad.css';

const day = (iso: string | null) => (iso && !iso.startsWith('+') ? iso.slice(0, 10) : '');

/** /manage/:id#token: the owner marks the ad sold, renews it or deletes it. */
export function ManageAdPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { served, load, update } = useManageState(id);
  const token = load.kind === 'ready' ? load.token : null;
  // Back from the edit page: say the changes are saved.
  const edited = (useLocation().state as { edited?: boolean } | null)?.edited === true;
  const [done, setDone] = useState<TranslationKey | null>(edited ? 'postAd.edit.saved' : null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const act = useCallback(
    async (action: ManageAction) => {
      if (!token) return;
      setBusy(true);
      setDone(null);
      try {
        update(await actOnOwnAd(id, token, action));
        setDone(
          action === 'sold'
            ? 'postAd.manage.doneSold'
            : action === 'renew'
              ? 'postAd.manage.doneRenewed'
              : 'postAd.manage.doneDeleted',
        );
      } catch (error) {
        console.error('[manage] the action failed', error);
        setDone(manageErrorKey(error));
      } finally {
        setBusy(false);
        setConfirming(false);
      }
    },
    [id, token, update],
  );

  return (
    <main id="main" className="container page manage-ad-page" tabIndex={-1}>
      <PageMeta title={t('postAd.manage.heading')} description={t('postAd.manage.intro')} noindex />
      <h1 className="page-title">{t('postAd.manage.heading')}</h1>
      {!served ? (
        <p className="alert">{t('postAd.manage.noServer')}</p>
      ) : load.kind === 'loading' ? (
        <p role="status">{t('vehicles.server.loading')}</p>
      ) : load.kind === 'error' ? (
        <p className="alert alert-error" role="alert">
          {t(load.message)}
        </p>
      ) : (
        <ManagePanel
          state={load.state}
          editHref={paths.editAd.getHref(id, load.token)}
          busy={busy}
          confirming={confirming}
          onConfirm={setConfirming}
          onAct={act}
          done={done}
        />
      )}
    </main>
  );
}

function ManagePanel({
  state,
  editHref,
  busy,
  confirming,
  onConfirm,
  onAct,
  done,
}: {
  state: ManageState;
  editHref: string;
  busy: boolean;
  confirming: boolean;
  onConfirm: (value: boolean) => void;
  onAct: (action: ManageAction) => void;
  done: TranslationKey | null;
}) {
  const { t } = useTranslation();
  const hidden = state.hidden && state.status !== 'deleted';
  const expired = state.status === 'active' && !state.listed && !hidden;
  const status: TranslationKey = hidden
    ? 'postAd.manage.status.hidden'
    : expired
      ? 'postAd.manage.status.expired'
      : `postAd.manage.status.${state.status}`;
  const until = day(state.expiresAt);
  return (
    <div className="manage-ad-grid">
      <div className="manage-ad-card">
        <VehicleCard vehicle={state.vehicle} headingLevel={2} />
      </div>
      <section className="card card-body manage-ad-actions" aria-labelledby="manage-status">
        <h2 id="manage-status" className="section-title">
          {t(status)}
        </h2>
        {hidden ? <p className="alert">{t('postAd.manage.hiddenNote')}</p> : null}
        {state.status === 'held' && !hidden ? (
          <p className="alert">{t('postAd.manage.heldNote')}</p>
        ) : null}
        {state.status === 'active' && until && !hidden ? (
          <p>
            {expired
              ? t('postAd.manage.expiredOn', { date: until })
              : t('postAd.manage.until', { date: until })}
          </p>
        ) : null}
        {done ? (
          <p className="alert" role="status">
            {t(done, { date: until })}
          </p>
        ) : null}
        {state.status !== 'deleted' ? (
          <div className="stack">
            {state.status === 'active' || state.status === 'held' ? (
              <Link to={editHref} className="btn btn-secondary">
                {t('postAd.manage.edit')}
              </Link>
            ) : null}
            {state.status === 'active' ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => onAct('sold')}
              >
                {t('postAd.manage.markSold')}
              </button>
            ) : null}
            {state.status === 'active' ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy || !state.canRenew}
                onClick={() => onAct('renew')}
              >
                {t('postAd.manage.renew', { days: state.lifetimeDays })}
              </button>
            ) : null}
            {state.status === 'active' && !state.canRenew ? (
              <p className="hint">{t('postAd.manage.renewLater')}</p>
            ) : null}
            {confirming ? (
              <div
                className="alert manage-ad-confirm"
                role="alertdialog"
                aria-labelledby="confirm-delete"
              >
                <p id="confirm-delete">{t('postAd.manage.confirmDelete')}</p>
                <div className="cluster">
                  <button
                    type="button"
                    className="btn btn-danger"
                    disabled={busy}
                    onClick={() => onAct('delete')}
                  >
                    {t('postAd.manage.deleteForGood')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => onConfirm(false)}
                  >
                    {t('postAd.manage.keep')}
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => onConfirm(true)}
              >
                {t('postAd.manage.delete')}
              </button>
            )}
          </div>
        ) : null}
        {state.listed ? (
          <Link to={paths.vehicle.getHref(state.vehicle.id)} className="btn btn-ghost">
            {t('postAd.manage.view')}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
