import { useEffect, useState } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import { useBrowserValue } from '@/hooks/use-hydrated';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { fetchAdminSession, type AdminSession } from '@/lib/api/admin-api';
import { hasServer } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { AdminDashboard } from './admin-dashboard';
import { AdminLogin } from './admin-login';
import './admin.css';

type View =
  | { kind: 'checking' }
  | { kind: 'disabled' }
  | { kind: 'login'; notice: TranslationKey | null }
  | { kind: 'signed-in'; session: AdminSession };

/**
 * /admin: moderators log in with the password set on the server, then work through
 * the reported ads. Not in the navigation, never indexed. Without ADMIN_PASSWORD the server
 * has no admin (404) and the page says so.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const served = useBrowserValue(hasServer, false);
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    if (!served) return;
    let live = true;
    fetchAdminSession()
      .then((session) => live && setView({ kind: 'signed-in', session }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setView({ kind: 'disabled' });
        else setView({ kind: 'login', notice: null });
      });
    return () => {
      live = false;
    };
  }, [served]);

  return (
    <main id="main" className="container page admin-page" tabIndex={-1}>
      <PageMeta title={t('admin.title')} description={t('admin.description')} noindex />
      <h1 className="page-title">{t('admin.title')}</h1>
      {!served ? (
        <p className="alert">{t('admin.noServer')}</p>
      ) : view.kind === 'checking' ? (
        <p role="status">{t('admin.loading')}</p>
      ) : view.kind === 'disabled' ? (
        <p className="alert">{t('admin.disabled')}</p>
      ) : view.kind === 'login' ? (
        <AdminLogin
          notice={view.notice}
          onSignedIn={(session) => setView({ kind: 'signed-in', session })}
        />
      ) : (
        <AdminDashboard
          session={view.session}
          onSignedOut={(notice) => setView({ kind: 'login', notice })}
        />
      )}
    </main>
  );
}
