import { useTranslation } from '@/i18n/use-translation';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page page-loading" aria-busy="true">
      <p role="status" className="muted">
        {t('common.status.loading')}
      </p>
    </main>
  );
}
