import { useParams } from 'react-router';
import { registerBikerGearTexts } from '@/i18n/namespaces/biker-gear';
import { registerItemPageTexts } from '@/i18n/namespaces/item-page';
import { registerReportTexts } from '@/i18n/namespaces/report';
import { registerSparePartsTexts } from '@/i18n/namespaces/spare-parts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { registerVehiclesShellTexts } from '@/i18n/namespaces/vehicles-shell';
import { ItemDetailPage } from '@/features/vehicles/components/item-detail-page';

export default function ItemDetailRoute() {
  registerVehiclesShellTexts();
  registerVehiclesTexts();
  registerReportTexts();
  registerItemPageTexts();
  // The category names are the Spare Parts and Biker Gear sections' own.
  registerSparePartsTexts();
  registerBikerGearTexts();
  const { id = '' } = useParams();
  return <ItemDetailPage id={id} />;
}

export { itemLoader as loader } from '@/features/vehicles/api/page-loaders';
