import { savedLoader } from '@/features/vehicles/api/use-saved-vehicles';
import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { registerBikerGearTexts } from '@/i18n/namespaces/biker-gear';
import { registerSparePartsTexts } from '@/i18n/namespaces/spare-parts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { SavedVehiclesPage } from '@/features/vehicles/components/saved-vehicles-page';

export default function SavedRoute() {
  registerVehiclesTexts();
  registerAlertsTexts();
  // Saved parts and gear show as their cards, in those views' words.
  registerSparePartsTexts();
  registerBikerGearTexts();
  return <SavedVehiclesPage />;
}

/** The server's answers for the saved ids, asked in the browser, which alone holds them. */
export const clientLoader = savedLoader;
