import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { SavedVehiclesPage } from '@/features/vehicles/components/saved-vehicles-page';

export default function SavedRoute() {
  registerVehiclesTexts();
  registerAlertsTexts();
  return <SavedVehiclesPage />;
}
