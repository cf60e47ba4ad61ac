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
