import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { UNTITLED_VEHICLE } from '@/domain/vehicles/build-vehicle';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import { registerPostAdTexts } from '@/i18n/namespaces/post-ad';
import { useTranslation } from '@/i18n/use-translation';
import { heldBecauseOf } from '@/lib/api/held-answers';
import { publishErrorKey } from '@/lib/api/publish-errors';
import type { OutboxEntry } from '@/lib/own-ads/outbox/outbox-entry';
import { useOutbox } from '@/lib/own-ads/outbox/use-outbox';
import './outbox-panel.css';

export default function OutboxPanel() {
  registerPostAdTexts();
  const { t } = useTranslation();
  const { entries, retry, remove } = useOutbox();
  if (!entries || entries.length === 0) return null;
  return (
    <section className="outbox-panel container" aria-label={t('postAd.outbox.label')}>
      <ul className="outbox-list" aria-live="polite">
        {entries.map((entry) => (
          <li key={entry.key} className={`alert outbox-entry outbox-${entry.state}`}>
            <EntryStatus entry={entry} onRetry={retry} onRemove={remove} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function idOf(answer: unknown): string | null {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

function EntryStatus({
  entry,
  onRetry,
  onRemove,
}: {
  entry: OutboxEntry;
  onRetry: (key: string) => Promise<void>;
  onRemove: (key: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const title =
    entry.kind === 'item'
      ? entry.values.title
      : vehicleTitle(
          { title: entry.values.title ?? '', make: entry.values.make, model: entry.values.model },
          UNTITLED_VEHICLE,
        );
  const act = (run: (key: string) => Promise<void>) => () => {
    run(entry.key).catch((error: unknown) => console.warn('[outbox]', error));
  };
  // The published ad's id: a vehicle's answer is read whole, a part's or gear's only for its id.
  const answer = entry.published?.vehicle;
  const adId = !entry.published
    ? null
    : entry.kind === 'item'
      ? idOf(answer)
      : (parseVehicle(answer)?.id ?? null);
  const token = entry.published?.manageToken ?? undefined;
  // Published but held for a check: buyers cannot see it yet, so no "View ad".
  const held = entry.published ? heldBecauseOf(entry.published.vehicle) !== null : false;
  return (
    <>
      <p className="outbox-text">
        {entry.state === 'failed'
          ? t('postAd.outbox.failed', {
              title,
              reason: t(publishErrorKey(entry.error ?? ''), { file: entry.errorFile ?? '' }),
            })
          : t(held ? 'postAd.outbox.held' : `postAd.outbox.${entry.state}`, { title })}
      </p>
      <div className="cluster outbox-actions">
        {adId ? (
          <>
            <Link className="btn btn-primary btn-sm" to={paths.manage.getHref(adId, token)}>
              {t('postAd.outbox.manage')}
            </Link>
            {held ? null : (
              <Link className="btn btn-secondary btn-sm" to={paths.ad.getHref(adId)}>
                {t('postAd.outbox.view')}
              </Link>
            )}
          </>
        ) : null}
        {entry.state === 'failed' ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={act(onRetry)}>
            {t('postAd.outbox.retry')}
          </button>
        ) : null}
        {entry.state !== 'sending' ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={act(onRemove)}>
            {t(entry.state === 'published' ? 'postAd.outbox.dismiss' : 'postAd.outbox.remove')}
          </button>
        ) : null}
      </div>
    </>
  );
}
