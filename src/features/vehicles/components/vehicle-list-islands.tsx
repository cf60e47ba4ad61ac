import type { VehicleSearch } from '@/domain/vehicles/vehicle-search';
import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { SaveSearchButton } from './save-search-button';

// A list page's islands (see vehicle-list-page.tsx): one chunk, loaded as the page hydrates.
export { CompareLink } from '@/components/compare/compare-link';
export { ListBody } from './vehicle-list-body';
export { ListNotices } from './list-notices';

export function SaveSearchIsland(props: { type: string; search: VehicleSearch }) {
  registerAlertsTexts();
  return <SaveSearchButton {...props} />;
}
