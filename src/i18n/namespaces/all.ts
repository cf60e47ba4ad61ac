import { registerAdminTexts } from './admin';
import { registerAlertsTexts } from './alerts';
import { registerBikebotTexts } from './bikebot';
import { registerBikerGearTexts } from './biker-gear';
import { registerBuyerTexts } from './buyer';
import { registerCommonTexts } from './common';
import { registerCompareTexts } from './compare';
import { registerHomeTexts } from './home';
import { registerItemPageTexts } from './item-page';
import { registerMessagesTexts } from './messages';
import { registerPostAdTexts } from './post-ad';
import { registerReportTexts } from './report';
import { registerSparePartsTexts } from './spare-parts';
import { registerVehiclesTexts } from './vehicles';
import { loadAllLanguages } from '../registry';

/** Every namespace at once: for tests and tools (the app registers each with its feature chunk). */
export function registerAllTexts(): void {
  registerAdminTexts();
  registerAlertsTexts();
  registerBikebotTexts();
  registerBikerGearTexts();
  registerBuyerTexts();
  registerCommonTexts();
  registerCompareTexts();
  registerHomeTexts();
  registerItemPageTexts();
  registerMessagesTexts();
  registerPostAdTexts();
  registerReportTexts();
  registerSparePartsTexts();
  registerVehiclesTexts();
}

/** Every namespace in every language (tests and tools that render in Sinhala or Tamil). */
export async function loadAllTexts(): Promise<void> {
  registerAllTexts();
  await loadAllLanguages();
}
