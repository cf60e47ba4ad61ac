import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';

export default function SavedSearchesRoute() {
  registerVehiclesTexts();
  registerAlertsTexts();
  return <SavedSearchesPage />;
}
