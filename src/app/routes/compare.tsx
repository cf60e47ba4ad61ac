import { parseCompareIds } from '@/domain/vehicles/compare-ids';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import type { PageLoader } from '@/lib/page-data';
import { ComparePage } from '@/features/compare/components/compare-page';

export default function CompareRoute() {
  registerVehiclesTexts();
  return <ComparePage />;
}

/** A link that breaks the id rule is a 400 page; an id that is gone or unknown only says so. */
export const loader: PageLoader = async ({ url, source }) => {
  const parsed = parseCompareIds(url.searchParams.get('ids'));
  if (!parsed.ok) return { data: {}, status: 400 };
  const ads = await Promise.all(
    parsed.ids.map(async (id) => {
      const { vehicle, gone, unreachable } = await source.lookupVehicle(id);
      return { id, vehicle, gone, ...(unreachable ? { unreachable } : {}) };
    }),
  );
  return { data: { compare: { ads } } };
};
