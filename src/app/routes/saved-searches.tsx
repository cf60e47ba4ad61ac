import { newestAdsLoader } from '@/features/saved-searches/api/use-new-counts';
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

/** Each saved search's newest ads on the server, asked in the browser, which alone holds the searches. */
export const clientLoader = newestAdsLoader;
