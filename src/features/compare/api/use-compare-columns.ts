import { useEffect, useMemo, useState } from 'react';
import { getSampleVehicles, mergeVehicles } from '@/data/sample-vehicles';
import { hasServer } from '@/lib/api/api-base';
import { lookupVehicle } from '@/lib/api/vehicles-api';
import { useOwnAds } from '@/lib/own-ads/use-own-ads';
import { usePageData } from '@/lib/page-data';
import { compareColumns, type CompareColumn, type RemoteAnswer } from '../lib/compare-table';

/** The columns for `ids`: rendered by the server, else this browser's ads, else asked for. */
export function useCompareColumns(ids: readonly string[]): CompareColumn[] {
  const pageAds = usePageData().compare?.ads;
  const { vehicles: own } = useOwnAds();
  const server = hasServer();
  const rendered = useMemo(() => new Map((pageAds ?? []).map((ad) => [ad.id, ad])), [pageAds]);
  const local = useMemo(
    () => new Map(mergeVehicles(getSampleVehicles(), own).map((vehicle) => [vehicle.id, vehicle])),
    [own],
  );
  const [remote, setRemote] = useState<ReadonlyMap<string, RemoteAnswer>>(() => new Map());
  const missing = server
    ? ids.filter((id) => !rendered.has(id) && !local.has(id) && !remote.has(id))
    : [];
  const wanted = missing.join(',');

  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    for (const id of wanted.split(',')) {
      void lookupVehicle(id, abort.signal)
        .then((answer): RemoteAnswer => answer)
        .catch((error: unknown): RemoteAnswer => {
          if (!abort.signal.aborted) console.error('[compare] the server did not answer', error);
          return 'failed';
        })
        .then((answer) => {
          if (!abort.signal.aborted) setRemote((previous) => new Map(previous).set(id, answer));
        });
    }
    return () => abort.abort();
  }, [wanted]);

  return useMemo(
    () => compareColumns(ids, { rendered, local, remote, server }),
    [ids, rendered, local, remote, server],
  );
}
