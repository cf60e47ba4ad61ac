import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { AdStoreProvider } from '@/lib/ad-store';
import { useParams } from 'react-router';
import { VehicleListPage } from '@/features/vehicles/components/vehicle-list-page';

export default function BrowseRoute() {
  registerVehiclesTexts();
  const { type = '' } = useParams();
  return (
    <AdStoreProvider>
      <VehicleListPage key={type} type={type} />
    </AdStoreProvider>
  );
}
