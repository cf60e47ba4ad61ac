import { PageMeta } from '@/components/ui/page-meta';
import { useTranslation } from '@/i18n/use-translation';

/** Placeholder until the home/catalogue issue lands. */
export default function SparePartsPage() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t('common.meta.sparePartsTitle')} />
      <section
        style={{
          background: '#1f2937',
          color: '#fff',
          paddingTop: 'calc(var(--header-height) + 3rem)',
          paddingBottom: '4rem',
        }}
      >
        <div className="container">
          <h1>{t('common.meta.sparePartsTitle')}</h1>
        </div>
      </section>
      <p className="container section">{t('common.placeholder.comingSoon')}</p>
    </main>
  );
}
