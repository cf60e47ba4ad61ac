import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { VehicleCard } from '@/components/vehicle/vehicle-card';
import type { ItemAd } from '@/domain/listings/item-schema';
import { formatItemPrice } from '@/i18n/format';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { manageErrorKey, type ManageAction, type ManageState } from '@/lib/api/manage-api';
import { actOnOwnAd, useManageState } from '@/lib/own-ads/use-manage-state';
import { MessagePushToggle } from '../message-push-toggle';
import { ShowPhoneToggle } from './show-phone-toggle';
import { SellerThreads } from './seller-threads';
import './manage-ad.css';

const DONE: Record<ManageAction, TranslationKey> = {
  sold: 'postAd.manage.doneSold',
  relist: 'postAd.manage.doneRelisted',
  renew: 'postAd.manage.doneRenewed',
  delete: 'postAd.manage.doneDeleted',
};

const day = (iso: string | null) => (iso && !iso.startsWith('+') ? iso.slice(0, 10) : '');

/** /manage/:id#token: the owner marks the ad sold, renews it or deletes it. */
export function ManageAdPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { load, update } = useManageState();

  const token = load.kind === 'ready' ? load.token : null;
  // Back from the edit page: say the changes are saved, and whether buyers see them yet.
  const back = useLocation().state as { edited?: boolean; held?: unknown } | null;
  const edited = back?.edited === true;
  const heldEdit = edited && typeof back.held === 'string';
  const [done, setDone] = useState<TranslationKey | null>(
    edited ? (heldEdit ? 'postAd.edit.savedHeld' : 'postAd.edit.saved') : null,
  );
  // Why this edit was held (the same words as a held post's), while its message shows.
  const why: TranslationKey | null =
    done === 'postAd.edit.savedHeld' && (back?.held === 'copied_photo' || back?.held === 'wording')
      ? `postAd.success.heldBecause.${back.held}`
      : null;
  const [busy, setBusy] = useState(false);
  // Selling and deleting are asked twice: one tap on the big button must not end an ad.
  const [confirming, setConfirming] = useState<'sold' | 'delete' | null>(null);

  const act = useCallback(
    async (action: ManageAction) => {
      if (!token) return;
      setBusy(true);
      setDone(null);
      try {
        update(await actOnOwnAd(id, token, action));
        setDone(DONE[action]);
      } catch (error) {
        console.error('[manage] the action failed', error);
        setDone(manageErrorKey(error));
      } finally {
        setBusy(false);
        setConfirming(null);
      }
    },
    [id, token, update],
  );

  return (
    <main id="main" className="container page manage-ad-page" tabIndex={-1}>
      <PageMeta title={t('postAd.manage.heading')} description={t('postAd.manage.intro')} noindex />
      <h1 className="page-title">{t('postAd.manage.heading')}</h1>
      {load.kind === 'no-server' ? (
        <p className="alert">{t('postAd.manage.noServer')}</p>
      ) : load.kind === 'loading' ? (
        <p role="status">{t('vehicles.server.loading')}</p>
      ) : load.kind === 'error' ? (
        <p className="alert alert-error" role="alert">
          {t(load.message)}
        </p>
      ) : (
        <>
          <ManagePanel
            state={load.state}
            editHref={paths.editAd.getHref(id, load.token)}
            busy={busy}
            confirming={confirming}
            onConfirm={setConfirming}
            onAct={act}
            done={done}
            why={why}
          />
          {/* How buyers reach the seller: the number on the ad, pushes for new messages. */}
          {load.state.status !== 'deleted' ? (
            <>
              {load.threads ? (
                <SellerThreads adId={id} token={load.token} threads={load.threads} />
              ) : null}
              <div className="manage-ad-contact-grid">
                <ShowPhoneToggle state={load.state} token={load.token} onChange={update} />
                <MessagePushToggle id={id} token={load.token} />
              </div>
            </>
          ) : null}
        </>
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
  why,
}: {
  state: ManageState;
  editHref: string;
  busy: boolean;
  confirming: 'sold' | 'delete' | null;
  onConfirm: (value: 'sold' | 'delete' | null) => void;
  onAct: (action: ManageAction) => void;
  done: TranslationKey | null;
  why: TranslationKey | null;
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
        {state.vehicle ? (
          <VehicleCard vehicle={state.vehicle} headingLevel={2} />
        ) : (
          <ItemSummary ad={state.item} />
        )}
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
            {why ? ` ${t(why)}` : null}
          </p>
        ) : null}
        {state.status !== 'deleted' ? (
          <div className="stack">
            {state.status === 'active' || state.status === 'held' ? (
              <Link to={editHref} className="btn btn-secondary">
                {t('postAd.manage.edit')}
              </Link>
            ) : null}
            {state.status === 'active' && confirming === 'sold' ? (
              <Confirm
                id="confirm-sold"
                question={t('postAd.manage.confirmSold')}
                yes={t('postAd.manage.soldForGood')}
                no={t('postAd.manage.notSold')}
                danger={false}
                busy={busy}
                onYes={() => onAct('sold')}
                onNo={() => onConfirm(null)}
              />
            ) : state.status === 'active' ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => onConfirm('sold')}
              >
                {t('postAd.manage.markSold')}
              </button>
            ) : null}
            {state.status === 'sold' && state.listed && !hidden ? (
              <>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => onAct('relist')}
                >
                  {t('postAd.manage.relist')}
                </button>
                <p className="hint">{t('postAd.manage.relistHint')}</p>
              </>
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
            {confirming === 'delete' ? (
              <Confirm
                id="confirm-delete"
                question={t('postAd.manage.confirmDelete')}
                yes={t('postAd.manage.deleteForGood')}
                no={t('postAd.manage.keep')}
                danger
                busy={busy}
                onYes={() => onAct('delete')}
                onNo={() => onConfirm(null)}
              />
            ) : (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => onConfirm('delete')}
              >
                {t('postAd.manage.delete')}
              </button>
            )}
          </div>
        ) : null}
        {state.listed ? (
          <Link
            to={
              state.vehicle
                ? paths.vehicle.getHref(state.vehicle.id)
                : paths.item.getHref(state.item.id)
            }
            className="btn btn-ghost"
          >
            {t('postAd.manage.view')}
          </Link>
        ) : null}
      </section>
    </div>
  );
}

/** A part or gear ad on its owner's page: its title, kind and price. */
function ItemSummary({ ad }: { ad: ItemAd }) {
  const { t } = useTranslation();
  return (
    <article className="card card-body stack">
      <h2 className="card-title">{ad.title}</h2>
      <p className="muted">
        {t(ad.kind === 'part' ? 'postAd.kind.part' : 'postAd.kind.gear')} · {ad.brand}
      </p>
      <p>
        {ad.price === null
          ? t('common.currency.negotiable')
          : formatItemPrice(ad.price, t('common.currency.item'))}
      </p>
    </article>
  );
}

/** Asks once more before an action that ends what buyers see. */
function Confirm({
  id,
  question,
  yes,
  no,
  danger,
  busy,
  onYes,
  onNo,
}: {
  id: string;
  question: string;
  yes: string;
  no: string;
  danger: boolean;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="alert manage-ad-confirm" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <div className="cluster">
        <button
          type="button"
          className={danger ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={busy}
          onClick={onYes}
        >
          {yes}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}
