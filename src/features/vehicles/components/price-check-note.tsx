import { PriceBadge } from '@/components/vehicle/price-badge';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { usePriceCheck } from '@/hooks/use-price-check';
import { formatVehiclePrice } from '@/i18n/format';
import { registerBuyerTexts } from '@/i18n/namespaces/buyer';
import { useTranslation } from '@/i18n/use-translation';
import { useVehicles } from '../api/use-vehicle-list';

/** The ad page's fair-price badge with what it rests on; nothing without a verdict. */
export function PriceCheckNote({ vehicle }: { vehicle: Vehicle }) {
  registerBuyerTexts();
  const { t } = useTranslation();
  const check = usePriceCheck(vehicle, useVehicles());
  if (!check) return null;
  const labels = { currency: t('common.currency.vehicle'), negotiable: '' };
  return (
    <div className="vd-price-check">
      <PriceBadge check={check} className="vd-price-badge" />
      <p className="hint">
        {t('buyer.fairPrice.explanation', {
          n: String(check.count),
          low: formatVehiclePrice(check.p25, labels),
          high: formatVehiclePrice(check.p75, labels),
        })}
      </p>
      <p className="hint">{t('buyer.fairPrice.how')}</p>
    </div>
  );
}
