import { useEffect, useMemo, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { hasServer } from '@/lib/api/api-base';
import type { GoneAd } from '@/lib/api/api-client';
import type { SeenAd } from '@/lib/seen-ads';
import { usePageData } from '@/lib/page-data';
import { loadOwnAdsStore, useOwnAds } from '@/lib/own-ads/use-own-ads';
import { useVehicles } from './use-vehicle-list';

export { useVehicles };

export function useVehicle(id: string): Vehicle | null {
  const vehicles = useVehicles();
  return useMemo(() => vehicles.find((vehicle) => vehicle.id === id) ?? null, [vehicles, id]);
}

// Kept copies are for a server that does not answer: their code loads when it is needed.
const loadSeenAds = () => import('@/lib/seen-ads');

/**
 * A published ad shows this browser's copy at once; when the server's differs, the server wins.
 * The server's answer is the page's loader's: rendered with the page, or asked on navigation.
 */
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
  const data = usePageData();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== 'idle' || revalidator.state !== 'idle';
  const found = data.vehicle?.id === id ? data.vehicle : null;
  const answered = found && !found.unreachable ? found : null;
  const published = local !== null && publishedIds.has(id);
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
  const failed = Boolean(found?.unreachable) || (!found && data.unanswered === true);
  // No answer at all (the API's own code could not load either): the kept copy is read here.
  const unanswered = !found && data.unanswered === true && !isLocal;
  const [kept, setKept] = useState<{ id: string; copy: SeenAd | null } | null>(null);
  useEffect(() => {
    if (!unanswered) return;
    loadSeenAds()
      .then(({ readSeenAd }) => setKept({ id, copy: readSeenAd(id) }))
      .catch(() => setKept({ id, copy: null }));
  }, [unanswered, id]);
  const keptCopy = kept?.id === id ? kept.copy : null;
  const copy = failed && !isLocal ? (found?.unreachable?.copy ?? keptCopy) : null;
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
    loading: !answered && busy && hasServer(),
    gone: answered?.gone ?? null,
    unreachable: null,
  };
}
