import { registerReportTexts } from '@/i18n/namespaces/report';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { AdStoreProvider } from '@/lib/ad-store';
import { useParams } from 'react-router';
import { VehicleDetailPage } from '@/features/vehicles/components/vehicle-detail-page';

export default function VehicleDetailRoute() {
  registerVehiclesTexts();
  registerReportTexts();
  const { id = '' } = useParams();
  return (
    <AdStoreProvider>
      <VehicleDetailPage id={id} />
    </AdStoreProvider>
  );
}
