import { registerVehiclesShellTexts } from '@/i18n/namespaces/vehicles-shell';
import type { PageLoader } from '@/lib/page-data';
import { useParams } from 'react-router';
import { VehicleDetailPage } from '@/features/vehicles/components/vehicle-detail-page';

export default function VehicleDetailRoute() {
  registerVehiclesShellTexts();
  const { id = '' } = useParams();
  return <VehicleDetailPage id={id} />;
}

/** Unknown ids are 404, removed and expired ads 410; a sold ad keeps its page (200). */
export const loader: PageLoader = async ({ params, source }) => {
  const id = params.id ?? '';
  const [found, leaseRules] = await Promise.all([source.lookupVehicle(id), source.leaseRules?.()]);
  const status = found.vehicle || found.gone?.reason === 'sold' ? 200 : found.gone ? 410 : 404;
  return { data: { vehicle: { id, ...found }, ...(leaseRules ? { leaseRules } : {}) }, status };
};
