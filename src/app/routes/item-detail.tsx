import { useParams } from 'react-router';
import { registerBikerGearTexts } from '@/i18n/namespaces/biker-gear';
import { registerItemPageTexts } from '@/i18n/namespaces/item-page';
import { registerReportTexts } from '@/i18n/namespaces/report';
import { registerSparePartsTexts } from '@/i18n/namespaces/spare-parts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { registerVehiclesShellTexts } from '@/i18n/namespaces/vehicles-shell';
import type { PageLoader } from '@/lib/page-data';
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

/** A part or gear ad: unknown (or held, or hidden) ids are 404; sold, expired and removed 410. */
export const loader: PageLoader = async ({ params, source }) => {
  const id = params.id ?? '';
  const found = await source.lookupItem(id);
  const status = found.ad ? 200 : found.gone ? 410 : 404;
  return { data: { item: { id, ...found } }, status };
};
