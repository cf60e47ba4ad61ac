import { useMemo } from 'react';
import { useNavigation } from 'react-router';
import { getSampleVehicles, mergeVehicles } from '@/data/sample-vehicles';
import { hasServer } from '@/lib/api/api-base';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { usePageData } from '@/lib/page-data';
import { compareColumns, type CompareColumn } from '../lib/compare-table';

/** The columns for `ids`: the server's answers (the page's loader's), else this browser's ads. */
export function useCompareColumns(ids: readonly string[]): CompareColumn[] {
  const { compare, unanswered } = usePageData();
  const { vehicles: own } = useOwnAds();
  const navigating = useNavigation().state !== 'idle';
  // Nobody to ask, or nothing more will come: an id found nowhere is gone (or unreachable).
  const server = hasServer() && (navigating || (!compare && !unanswered));
  const answers = useMemo(() => {
    const byId = new Map((compare?.ads ?? []).map((ad) => [ad.id, ad]));
    if (unanswered)
      ids.forEach((id) =>
        byId.set(id, { id, vehicle: null, gone: null, unreachable: { copy: null } }),
      );
    return byId;
  }, [compare, unanswered, ids]);
  const local = useMemo(
    () => new Map(mergeVehicles(getSampleVehicles(), own).map((vehicle) => [vehicle.id, vehicle])),
    [own],
  );
  return useMemo(
    () => compareColumns(ids, { answers, local, server }),
    [ids, answers, local, server],
  );
}
