import { useCallback, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import {
  adminLogout,
  fetchAdminAd,
  runAdminAction,
  setPhoneBlocked,
  type AdminAction,
  type AdminAd,
  type AdminSession,
} from '@/lib/api/admin-api';
import type { AdminData } from '../api/admin-loader';
import { AdminAdCard } from './admin-ad-card';
import { adminErrorOf, isSessionEnded } from './admin-errors';
import { AdminLeaseRules } from './admin-lease-rules';
import { AdminLog } from './admin-log';
import type { AdminSectionProps } from './admin-section-props';
import { HeldQueue } from './held-queue';
import { ScamPhrases } from './scam-phrases';
import { ThreadQueue } from './thread-queue';

type Notice = { text: string; error: boolean } | null;

/** The signed-in moderator's page: the queue, a look-up by id, phone blocking and the log. */
export function AdminDashboard({
  session,
  data,
  problem,
  onSignedOut,
}: {
  session: AdminSession;
  /** The route loader's lists; each change asks the loader again. */
  data: AdminData;
  /** Why a list did not come, if one did not. */
  problem: TranslationKey | null;
  onSignedOut: (notice: TranslationKey | null) => void;
}) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const { queue, log } = data;
  const [found, setFound] = useState<AdminAd | 'none' | null>(null);
  const [lookupId, setLookupId] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // A list that did not come says why, until the moderator's next step.
  const shown: Notice = notice ?? (problem ? { text: t(problem), error: true } : null);

  const fail = useCallback(
    (error: unknown) => {
      console.error('[admin] request failed', error);
      if (isSessionEnded(error)) onSignedOut('admin.errors.session');
      else setNotice({ text: t(adminErrorOf(error)), error: true });
    },
    [onSignedOut, t],
  );

  async function run(work: () => Promise<string | null>) {
    setBusy(true);
    setNotice(null);
    try {
      const text = await work();
      await revalidate();
      if (text) setNotice({ text, error: false });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const section: AdminSectionProps = { csrfToken: session.csrfToken, busy, run };

  const act = (ad: AdminAd, action: AdminAction, reason: string) =>
    run(async () => {
      const updated = await runAdminAction(session.csrfToken, ad.id, action, reason);
      if (found && found !== 'none' && found.id === ad.id) setFound(updated);
      return t(`admin.actions.done.${action}`);
    });

  const block = (number: string, blocked: boolean, reason: string) =>
    run(async () => {
      const stored = await setPhoneBlocked(session.csrfToken, number, blocked, reason);
      if (found && found !== 'none' && (found.vehicle?.phone ?? found.item?.phone) === stored) {
        setFound({ ...found, phoneBlocked: blocked });
      }
      return t(blocked ? 'admin.actions.done.block_phone' : 'admin.actions.done.unblock_phone', {
        phone: stored,
      });
    });

  function lookup(event: FormEvent) {
    event.preventDefault();
    const id = lookupId.trim();
    if (!id) return;
    void run(async () => {
      setFound((await fetchAdminAd(id).catch(notFoundAsNull)) ?? 'none');
      return null;
    });
  }

  function blockTyped(event: FormEvent) {
    event.preventDefault();
    if (!/\d/.test(phone)) return;
    void block(phone, true, '').then(() => setPhone(''));
  }

  async function logout() {
    try {
      await adminLogout(session.csrfToken);
    } catch (error) {
      console.error('[admin] logout failed', error);
    }
    onSignedOut(null);
  }

  const card = (ad: AdminAd) => (
    <AdminAdCard
      key={ad.id}
      ad={ad}
      busy={busy}
      onAct={(action, reason) => void act(ad, action, reason)}
      onPhone={(blocked, reason) =>
        void block(ad.vehicle?.phone ?? ad.item?.phone ?? '', blocked, reason)
      }
    />
  );

  return (
    <div className="admin-dashboard stack">
      <div className="admin-bar cluster">
        <p>{t('admin.signedIn', { name: session.moderator })}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void logout()}>
          {t('admin.logout')}
        </button>
      </div>
      <p className={shown?.error ? 'alert alert-error' : 'alert'} role="status" hidden={!shown}>
        {shown?.text}
      </p>

      <HeldQueue {...section} held={data.held} />
      <ThreadQueue {...section} threads={data.threads} />

      <section className="stack" aria-labelledby="admin-queue-title">
        <div className="cluster admin-section-head">
          <h2 id="admin-queue-title" className="section-title">
            {t('admin.queue.heading')}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => void run(async () => null)}
          >
            {t('admin.refresh')}
          </button>
        </div>
        {queue === null ? null : queue.length === 0 ? (
          <p>{t('admin.queue.empty')}</p>
        ) : (
          <ul className="admin-queue" role="list">
            {queue.map((ad) => (
              <li key={ad.id}>{card(ad)}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="card card-body stack" aria-labelledby="admin-lookup-title">
        <h2 id="admin-lookup-title" className="section-title">
          {t('admin.lookup.heading')}
        </h2>
        <form className="admin-inline-form" onSubmit={lookup}>
          <Field label={t('admin.lookup.label')}>
            {(control) => (
              <Input
                {...control}
                name="adId"
                maxLength={200}
                value={lookupId}
                onChange={(event) => setLookupId(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin.lookup.submit')}
          </button>
        </form>
        {found === 'none' ? <p role="status">{t('admin.lookup.notFound')}</p> : null}
        {found && found !== 'none' ? card(found) : null}
      </section>

      <section className="card card-body stack" aria-labelledby="admin-block-title">
        <h2 id="admin-block-title" className="section-title">
          {t('admin.block.heading')}
        </h2>
        <form className="admin-inline-form" onSubmit={blockTyped}>
          <Field label={t('admin.block.phone')}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                name="blockPhone"
                maxLength={30}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {t('admin.block.submit')}
          </button>
        </form>
      </section>

      <ScamPhrases {...section} phrases={data.phrases} />

      {data.leaseRules ? (
        <AdminLeaseRules session={session} rules={data.leaseRules} onError={fail} />
      ) : null}
      <AdminLog entries={log ?? []} />
    </div>
  );
}

/** A look-up of an unknown id is "no such ad", not a failure. */
function notFoundAsNull(error: unknown): null {
  if ((error as { status?: number } | null)?.status === 404) return null;
  throw error;
}
