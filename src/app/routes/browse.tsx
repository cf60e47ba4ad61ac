import { registerVehiclesShellTexts } from '@/i18n/namespaces/vehicles-shell';
import { useParams } from 'react-router';
import { VehicleListPage } from '@/features/vehicles/components/vehicle-list-page';
import { preloadVehicleFilter } from '@/features/vehicles/api/use-vehicle-filter';
import { parseVehicleSearch } from '@/domain/vehicles/vehicle-search';

export default function BrowseRoute() {
  registerVehiclesShellTexts();
  const { type = '' } = useParams();
  return <VehicleListPage key={type} type={type} />;
}

export { listLoader as loader } from '@/features/vehicles/api/page-loaders';

/** Before a filtered URL renders (the app's start): the filter's code. */
export function preload(search: string): Promise<unknown> {
  try {
    return preloadVehicleFilter(parseVehicleSearch(new URLSearchParams(search)));
  } catch {
    return Promise.resolve(); // an unreadable query lists everything
  }
}
