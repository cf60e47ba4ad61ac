import { useParams } from 'react-router';
import { VehicleListPage } from '@/features/vehicles/components/vehicle-list-page';

export default function BrowseRoute() {
  const { type = '' } = useParams();
  return <VehicleListPage key={type} type={type} />;
}
