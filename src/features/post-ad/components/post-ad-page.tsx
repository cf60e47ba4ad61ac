import { PageMeta } from '@/components/ui/page-meta';
import { useTranslation } from '@/i18n/use-translation';

/** Placeholder until the post-ad issue lands. */
export function PostAdPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page" tabIndex={-1}>
      <PageMeta
        title={t('common.meta.postAdTitle')}
        description={t('common.meta.postAdDescription')}
      />
      <h1 className="page-title">{t('common.meta.postAdTitle')}</h1>
      <p>{t('common.placeholder.comingSoon')}</p>
    </main>
  );
}
