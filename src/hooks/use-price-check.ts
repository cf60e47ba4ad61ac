import { useLoadedSamples } from '@/data/sample-store';
import { priceCheckAmong, type PriceCheck } from '@/domain/pricing/fair-price';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { hasServer } from '@/lib/api/api-base';
import { usePageData } from '@/lib/page-data';
import { useBrowserValue } from './use-hydrated';

const isStaticHost = () => !hasServer();

/**
 * An ad's fair-price verdict: the server's (in the page's data, or on the ad as the API sent
 * it); on a static host once the app is live, judged among `ads` (this browser's list) by the
 * same domain rule. Nothing while hydrating a static page, so it matches the prerender.
 */
export function usePriceCheck(vehicle: Vehicle, ads?: readonly Vehicle[]): PriceCheck | null {
  const samples = useLoadedSamples();
  const rendered = usePageData().vehicle;
  const live = useBrowserValue(isStaticHost, false);
  if (rendered?.id === vehicle.id && rendered.vehicle?.priceCheck !== undefined) {
    return rendered.vehicle.priceCheck;
  }
  // A copy kept in this browser may carry an old verdict: a static host judges afresh.
  if (live) return priceCheckAmong(vehicle, ads ?? samples);
  return vehicle.priceCheck ?? null;
}
