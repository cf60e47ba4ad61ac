import { useEffect, useMemo, useState } from 'react';
import { mergeVehicles, getSampleVehicles } from '@/data/sample-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { hasServer } from '@/lib/api/api-base';
import { useAdStore } from '@/lib/ad-store';
import type { GoneAd } from '@/lib/api/api-client';
import { lookupVehicle } from '@/lib/api/vehicles-api';
import { usePageData } from '@/lib/page-data';
import { readPublishedIds } from '@/lib/published-ads';
import { removeUserVehicle, updateUserVehicle } from '@/lib/user-vehicles';

/** Sample listings followed by this browser's own ads; updates when another tab posts. */
export function useVehicles(): Vehicle[] {
  const { vehicles } = useAdStore();
  return useMemo(() => mergeVehicles(getSampleVehicles(), vehicles), [vehicles]);
}

/** One vehicle by id from the merged list, or null when unknown. */
export function useVehicle(id: string): Vehicle | null {
  const vehicles = useVehicles();
  return useMemo(() => vehicles.find((vehicle) => vehicle.id === id) ?? null, [vehicles, id]);
}

/** This browser's copy of an ad it published takes the server's changes (best effort). */
function followServer(id: string, answer: Remote) {
  try {
    if (answer.vehicle) updateUserVehicle(id, answer.vehicle);
    else if (answer.gone?.reason === 'deleted') removeUserVehicle(id);
  } catch (error) {
    console.warn('[vehicle] could not update the copy of the ad in this browser', error);
  }
}

type Remote = { id: string; vehicle: Vehicle | null; gone: GoneAd | null; failed: boolean };

/**
 * One vehicle by id: from this browser's list first (samples and own ads), then, served by the
 * marketplace server, from the server. `loading` while the server is being asked. An ad this
 * browser published shows its copy at once and is asked for too: when the server's differs
 * (sold, edited or deleted with the manage link, maybe on another device), the server's wins
 * and the copy follows it.
 */
export function useVehicleAnywhere(id: string): {
  vehicle: Vehicle | null;
  loading: boolean;
  /** Served by the server: the ad was listed once and is gone (expired, sold, deleted). */
  gone: GoneAd | null;
} {
  const local = useVehicle(id);
  // Rendered by the server with this ad: the page's data is the server's answer already.
  const rendered = usePageData().vehicle;
  const [remote, setRemote] = useState<Remote | null>(() =>
    rendered?.id === id
      ? { id, vehicle: rendered.vehicle, gone: rendered.gone, failed: false }
      : null,
  );
  const published = local !== null && readPublishedIds().has(id);
  const fromPage = remote?.id === id && rendered?.id === id;
  const ask = (!local || published) && hasServer() && !(fromPage && !published);
  useEffect(() => {
    if (!ask) return;
    const abort = new AbortController();
    lookupVehicle(id, abort.signal)
      .then(({ vehicle, gone }) => setRemote({ id, vehicle, gone, failed: false }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('[vehicle] the server did not answer', error);
        setRemote({ id, vehicle: null, gone: null, failed: true });
      });
    return () => abort.abort();
  }, [id, ask]);
  const answered = remote?.id === id ? remote : null;
  useEffect(() => {
    if (published && answered) followServer(id, answered);
  }, [id, published, answered]);
  if (local) {
    if (published && answered?.gone) return { vehicle: null, loading: false, gone: answered.gone };
    return { vehicle: (published && answered?.vehicle) || local, loading: false, gone: null };
  }
  return {
    vehicle: answered?.vehicle ?? null,
    loading: ask && !answered,
    gone: answered?.gone ?? null,
  };
}
