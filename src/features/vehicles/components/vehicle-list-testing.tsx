import { loadVehicleFilter } from '../api/use-vehicle-filter';
import { VehicleListPage } from './vehicle-list-page';
import { renderWithProviders } from '@/testing/render-app';
import { listLoader as loader } from '@/features/vehicles/api/page-loaders';
import { hasServer } from '@/lib/api/api-base';

/** The search code loaded, a fresh own-ads cache and a ResizeObserver that, like a browser's, reports each element once laid out. */
export function setUpListPage() {
  // As the browse route does before a filtered URL renders (its preload), whatever runs first.
  beforeAll(() => loadVehicleFilter());
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          setTimeout(() => this.report([], this as unknown as ResizeObserver), 0);
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });
}

/** The scooters list at `route`, in `lang`; on a marketplace server its loader asks the API. */
export function renderList(route: string, lang: 'en' | 'si' | 'ta' = 'en') {
  return renderWithProviders(<VehicleListPage type="scooters" />, {
    route,
    path: '/browse/:type',
    lang,
    ...(hasServer() ? { loader } : {}),
  });
}
