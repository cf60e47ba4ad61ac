import type { PriceCheck } from '@/domain/pricing/fair-price';
import { registerBuyerTexts } from '@/i18n/namespaces/buyer';
import { useTranslation } from '@/i18n/use-translation';
import './price-badge.css';

/** "Good price", "Fair price" or "Above market"; nothing without a verdict. */
export function PriceBadge({ check, className }: { check: PriceCheck | null; className?: string }) {
  registerBuyerTexts();
  const { t } = useTranslation();
  if (!check) return null;
  return (
    <span className={`badge price-badge price-badge-${check.verdict} ${className ?? ''}`.trim()}>
      {t(`buyer.fairPrice.${check.verdict}`)}
    </span>
  );
}
