import { useTranslation } from '@/i18n/use-translation';
import type { LogEntry } from '@/lib/api/admin-api';

/** The newest moderation actions: when, who (name and session tag), what, on what, why. */
export function AdminLog({ entries }: { entries: LogEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="card card-body stack" aria-labelledby="admin-log-title">
      <h2 id="admin-log-title" className="section-title">
        {t('admin.log.heading')}
      </h2>
      {entries.length === 0 ? (
        <p>{t('admin.log.empty')}</p>
      ) : (
        <ol className="admin-log" role="list">
          {entries.map((entry) => (
            <li key={entry.id} className="admin-log-entry">
              <span className="visually-hidden">{t('admin.log.when')}: </span>
              <time dateTime={entry.createdAt} className="hint">
                {entry.createdAt.slice(0, 16).replace('T', ' ')} UTC
              </time>{' '}
              <span className="visually-hidden">{t('admin.log.who')}: </span>
              <strong dir="auto">{entry.moderator}</strong>{' '}
              <span className="hint">({entry.session})</span>{' '}
              <span className="visually-hidden">{t('admin.log.action')}: </span>
              <span>{t(`admin.log.actions.${entry.action}`)}</span>{' '}
              <span className="visually-hidden">{t('admin.log.target')}: </span>
              <code>{entry.vehicleId ?? entry.phone ?? ''}</code>
              {entry.reason ? (
                <>
                  {' '}
                  <span className="visually-hidden">{t('admin.log.reason')}: </span>
                  <span dir="auto">“{entry.reason}”</span>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
