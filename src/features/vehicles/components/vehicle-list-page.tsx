import { PageMeta } from '@/components/ui/page-meta';
import { isVehicleType } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';

/** Placeholder until the vehicle catalogue issue lands. */
export function VehicleListPage({ type }: { type: string }) {
  const { t } = useTranslation();
  const category = t(`common.categories.${isVehicleType(type) ? type : 'all'}`);
  return (
    <main id="main" className="container page" tabIndex={-1}>
      <PageMeta title={t('common.meta.browseTitle', { category })} />
      <h1 className="page-title">{category}</h1>
      <p>{t('common.placeholder.comingSoon')}</p>
    </main>
  );
}
