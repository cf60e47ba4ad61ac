import type { VehicleSearch } from '@/domain/vehicles/vehicle-search';
import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { SaveSearchButton } from '@/components/saved/save-search-button';
import { toSearchParams } from '@/domain/vehicles/vehicle-search';

// A list page's islands (see vehicle-list-page.tsx): one chunk, loaded as the page hydrates.
export { CompareLink } from '@/components/compare/compare-link';
export { ListBody } from './vehicle-list-body';
export { ListNotices } from './list-notices';

export function SaveSearchIsland(props: { type: string; search: VehicleSearch }) {
  registerAlertsTexts();
  return <SaveSearchButton type={props.type} params={toSearchParams(props.search)} />;
}
