import { useEffect, useMemo, useState } from 'react';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { hasServer } from '@/lib/api/api-base';
import type { GoneAd } from '@/lib/api/api-client';
import { usePageData } from '@/lib/page-data';
import { loadOwnAdsStore, useOwnAds } from '@/lib/own-ads/use-own-ads';
import type { SeenAd } from '@/lib/seen-ads';
import { useVehicles } from './use-vehicle-list';

export { useVehicles };

export function useVehicle(id: string): Vehicle | null {
  const vehicles = useVehicles();
  return useMemo(() => vehicles.find((vehicle) => vehicle.id === id) ?? null, [vehicles, id]);
}

type Remote = {
  id: string;
  vehicle: Vehicle | null;
  gone: GoneAd | null;
  failed: boolean;
  /** When the server did not answer: the copy kept from an earlier visit, if any. */
  copy?: SeenAd | null;
};

// Kept copies are for a server that does not answer: their code loads when it is needed.
const loadSeenAds = () => import('@/lib/seen-ads');

/** A published ad shows this browser's copy at once; when the server's differs, the server wins. */
export function useVehicleAnywhere(id: string): {
  vehicle: Vehicle | null;
  loading: boolean;
  gone: GoneAd | null;
  unreachable: { savedAt: string | null } | null;
  /** This browser's own ad, waiting for a moderator's check: buyers cannot see it yet. */
  held?: boolean;
} {
  const local = useVehicle(id);
  const { published: publishedIds, held: heldIds } = useOwnAds();
  // Rendered by the server with this ad: the page's data is the server's answer already.
  const rendered = usePageData().vehicle;
  const [remote, setRemote] = useState<Remote | null>(() =>
    rendered?.id === id
      ? { id, vehicle: rendered.vehicle, gone: rendered.gone, failed: false }
      : null,
  );
  const published = local !== null && publishedIds.has(id);
  const fromPage = remote?.id === id && rendered?.id === id;
  const ask = (!local || published) && hasServer() && !(fromPage && !published);
  useEffect(() => {
    if (!ask) return;
    const abort = new AbortController();
    import('@/lib/api/vehicles-api')
      .then(({ lookupVehicle }) => lookupVehicle(id, abort.signal))
      .then(({ vehicle, gone }) => setRemote({ id, vehicle, gone, failed: false }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('[vehicle] the server did not answer', error);
        void loadSeenAds()
          .then(({ readSeenAd }) => readSeenAd(id))
          .catch(() => null)
          .then((copy) => {
            if (!abort.signal.aborted)
              setRemote({ id, vehicle: null, gone: null, failed: true, copy });
          });
      });
    return () => abort.abort();
  }, [id, ask]);
  const answered = remote?.id === id ? remote : null;
  useEffect(() => {
    if (!published || !answered) return;
    const deleted = answered.gone?.reason === 'deleted';
    // Published means stored here, so the store is loaded already.
    loadOwnAdsStore()
      .then(({ followServerCopy, followHeldState }) => {
        followServerCopy(id, answered.vehicle ?? (deleted ? 'deleted' : null));
        // Listed (or gone) for buyers: the check is over.
        if (answered.vehicle || answered.gone) followHeldState(id, false);
      })
      .catch((error: unknown) => console.warn('[vehicle] the own-ads store did not load', error));
  }, [id, published, answered]);
  const served = answered?.vehicle ?? null;
  const isLocal = local !== null;
  useEffect(() => {
    // The server's ad, kept for a visit when the server cannot be reached.
    if (!served || isLocal) return;
    loadSeenAds()
      .then(({ saveSeenAd }) => saveSeenAd(served))
      .catch((error: unknown) => console.warn('[vehicle] could not keep a copy of the ad', error));
  }, [served, isLocal]);
  const failed = answered?.failed ?? false;
  const copy = failed && !isLocal ? (answered?.copy ?? null) : null;
  if (local) {
    if (published && answered?.gone) {
      return { vehicle: null, loading: false, gone: answered.gone, unreachable: null };
    }
    const vehicle = (published && answered?.vehicle) || local;
    // Held until the server lists it: a 404 for everyone else, the owner's copy here.
    const held = published && heldIds.has(id) && !answered?.vehicle;
    return { vehicle, loading: false, gone: null, unreachable: null, held };
  }
  if (failed) {
    const unreachable = { savedAt: copy?.savedAt ?? null };
    return { vehicle: copy?.vehicle ?? null, loading: false, gone: null, unreachable };
  }
  return {
    vehicle: served,
    loading: ask && !answered,
    gone: answered?.gone ?? null,
    unreachable: null,
  };
}
