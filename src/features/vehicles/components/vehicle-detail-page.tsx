import { PageMeta } from '@/components/ui/page-meta';
import { useTranslation } from '@/i18n/use-translation';

/** Placeholder until the vehicle catalogue issue lands: every id is unknown for now. */
export function VehicleDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page" tabIndex={-1} data-vehicle-id={id}>
      <PageMeta title={t('common.meta.notFoundTitle')} />
      <h1 className="page-title">{t('common.meta.notFoundTitle')}</h1>
    </main>
  );
}
