import { CatalogCard } from '@/components/catalog/catalog-card';
import type { SparePart } from '@/data/spare-parts';
import { useTranslation } from '@/i18n/use-translation';

export function SparePartCard({ part }: { part: SparePart }) {
  const { t } = useTranslation();
  return (
    <CatalogCard item={part}>
      <ul className="catalog-badges" role="list">
        <li className="badge badge-accent">{part.brand}</li>
        <li className="badge badge-primary">{t(`spareParts.conditions.${part.condition}`)}</li>
      </ul>
      <p className="catalog-meta">{t('spareParts.list.fits', { models: part.compatibility })}</p>
    </CatalogCard>
  );
}
