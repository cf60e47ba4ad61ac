import { CatalogCard } from '@/components/catalog/catalog-card';
import type { GearItem } from '@/data/biker-gear';
import { useTranslation } from '@/i18n/use-translation';
import { RatingStars } from './rating-stars';

export function GearCard({ item }: { item: GearItem }) {
  const { t } = useTranslation();
  return (
    <CatalogCard item={item}>
      <RatingStars rating={item.rating} />
      <ul className="catalog-badges" role="list">
        {item.verifiedSeller && (
          <li className="badge badge-success">
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('bikerGear.list.verified')}
          </li>
        )}
        <li className="badge badge-primary">{t(`bikerGear.conditions.${item.condition}`)}</li>
        <li className="badge badge-accent">{item.brand}</li>
        <li className="badge">{t('bikerGear.list.size', { size: item.size })}</li>
      </ul>
    </CatalogCard>
  );
}
