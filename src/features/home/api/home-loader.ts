import { parseHomeView } from '@/config/paths';
import type { PageLoader } from '@/lib/page-data';

/** The latest ads, or the parts or gear view's first page of live ads. */
export const homeLoader: PageLoader = async ({ url, source }) => {
  const view = parseHomeView(url.searchParams.get('view'));
  if (view === 'home') return { data: { latest: await source.latestVehicles(4) } };
  const kind = view === 'spare-parts' ? 'part' : 'gear';
  const page = await source.listItems(kind, url.searchParams);
  return { data: { items: { url: url.pathname + url.search, page } } };
};
