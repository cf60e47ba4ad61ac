import { registerVehiclesShellTexts } from '@/i18n/namespaces/vehicles-shell';
import { useParams } from 'react-router';
import { VehicleDetailPage } from '@/features/vehicles/components/vehicle-detail-page';

export default function VehicleDetailRoute() {
  registerVehiclesShellTexts();
  const { id = '' } = useParams();
  return <VehicleDetailPage id={id} />;
}

export { vehicleLoader as loader } from '@/features/vehicles/api/page-loaders';
