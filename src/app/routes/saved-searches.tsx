import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { AdStoreProvider } from '@/lib/ad-store';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';

export default function SavedSearchesRoute() {
  registerVehiclesTexts();
  registerAlertsTexts();
  return (
    <AdStoreProvider>
      <SavedSearchesPage />
    </AdStoreProvider>
  );
}
