import { useParams } from 'react-router';
import { VehicleDetailPage } from '@/features/vehicles/components/vehicle-detail-page';

export default function VehicleDetailRoute() {
  const { id = '' } = useParams();
  return <VehicleDetailPage id={id} />;
}
