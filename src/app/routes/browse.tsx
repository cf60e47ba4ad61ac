import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import type { PageLoader } from '@/lib/page-data';
import { useParams } from 'react-router';
import { VehicleListPage } from '@/features/vehicles/components/vehicle-list-page';

export default function BrowseRoute() {
  registerVehiclesTexts();
  registerAlertsTexts();
  const { type = '' } = useParams();
  return <VehicleListPage key={type} type={type} />;
}

/** On the server: the list's first page and total for the URL's filters and sort. */
export const loader: PageLoader = async ({ params, url, source }) => ({
  data: {
    listing: {
      url: url.pathname + url.search,
      page: await source.listVehicles(params.type ?? '', url.searchParams),
    },
  },
});
