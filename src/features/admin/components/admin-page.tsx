import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { useBrowserValue } from '@/hooks/use-hydrated';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { useBrowserLoaderData, usePageData } from '@/lib/page-data';
import type { AdminLoad } from '../api/admin-loader';
import { AdminDashboard } from './admin-dashboard';
import { AdminLogin } from './admin-login';
import './admin.css';

/**
 * /admin: moderators log in with the password set on the server, then work through
 * the reported ads. Not in the navigation, never indexed. Without ADMIN_PASSWORD the server
 * has no admin (404) and the page says so. Its data comes from the route's loader (adminLoader).
 */
export function AdminPage() {
  const { t } = useTranslation();
  // The server's HTML knows it is served (its origin), the build's that it is not: no swap.
  const served = useBrowserValue(hasServer, usePageData().origin !== undefined);
  const answer = useBrowserLoaderData<AdminLoad>('kind');
  const { revalidate } = useRevalidator();
  // Why the moderator is asked to log in again (a session that ended), until they do.
  const [notice, setNotice] = useState<TranslationKey | null>(null);

  return (
    <main id="main" className="container page admin-page" tabIndex={-1}>
      <PageMeta title={t('admin.title')} description={t('admin.description')} noindex />
      <h1 className="page-title">{t('admin.title')}</h1>
      {!served || answer?.kind === 'no-server' ? (
        <p className="alert">{t('admin.noServer')}</p>
      ) : answer === null ? (
        <p role="status">{t('admin.loading')}</p>
      ) : answer.kind === 'disabled' ? (
        <p className="alert">{t('admin.disabled')}</p>
      ) : answer.kind === 'login' ? (
        <AdminLogin
          notice={notice}
          onSignedIn={() => {
            setNotice(null);
            void revalidate();
          }}
        />
      ) : (
        <AdminDashboard
          session={answer.session}
          data={answer.data}
          problem={answer.problem}
          onSignedOut={(why) => {
            setNotice(why);
            void revalidate();
          }}
        />
      )}
    </main>
  );
}
