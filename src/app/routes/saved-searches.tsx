import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { registerBikerGearTexts } from '@/i18n/namespaces/biker-gear';
import { registerSparePartsTexts } from '@/i18n/namespaces/spare-parts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';

export default function SavedSearchesRoute() {
  registerVehiclesTexts();
  registerAlertsTexts();
  // Part and gear searches are named in those views' words.
  registerSparePartsTexts();
  registerBikerGearTexts();
  return <SavedSearchesPage />;
}
