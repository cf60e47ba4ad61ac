import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasServer } from '@/lib/api/api-base';
import { isItemId } from '@/domain/listings/item-types';
import { fetchVehicle } from '@/lib/api/vehicles-api';
import { savedEntries, type RemoteAnswer, type SavedEntry } from '../lib/saved-entries';
import { useVehicles } from './use-vehicle-list';

/** Ads asked for at once, so 500 saved ids never make 500 requests together. */
const CONCURRENT = 4;

/** One saved ad of any kind: part and gear ids (isItemId) are asked of the items API. */
async function fetchSavedAd(id: string, signal: AbortSignal): Promise<RemoteAnswer> {
  if (!isItemId(id)) return fetchVehicle(id, signal);
  // The items API's code (with its schema) loads only when a part or gear is saved.
  return (await (await import('@/lib/api/items-api')).lookupItem(id, signal)).ad;
}

/**
 * The saved ads (vehicles, parts and gear: one list of ids): from this browser's list first, then (served by the marketplace server) the
 * server's answer for each id it does not have. `retry` asks again for those that failed.
 */
export function useSavedVehicles(ids: readonly string[]): {
  entries: SavedEntry[];
  retry: () => void;
} {
  const vehicles = useVehicles();
  const server = hasServer();
  const [remote, setRemote] = useState<ReadonlyMap<string, RemoteAnswer>>(() => new Map());
  const [attempt, setAttempt] = useState(0);
  // Ids asked for or answered, so a new answer (a render) does not ask again.
  const requested = useRef(new Set<string>());

  const missing = useMemo(() => {
    if (!server) return [];
    const local = new Set(vehicles.map((vehicle) => vehicle.id));
    return ids.filter((id) => !local.has(id));
  }, [server, ids, vehicles]);

  useEffect(() => {
    const wanted = missing.filter((id) => !requested.current.has(id));
    if (wanted.length === 0) return;
    const asked = requested.current;
    wanted.forEach((id) => asked.add(id));
    const pending = new Set(wanted);
    const abort = new AbortController();
    const answer = (id: string, value: RemoteAnswer) => {
      pending.delete(id);
      setRemote((previous) => new Map(previous).set(id, value));
    };
    let next = 0;
    async function work() {
      while (next < wanted.length && !abort.signal.aborted) {
        const id = wanted[next++]!;
        try {
          answer(id, await fetchSavedAd(id, abort.signal));
        } catch (error) {
          if (abort.signal.aborted) return;
          console.error('[saved] the server did not answer for an ad', error);
          answer(id, 'failed');
        }
      }
    }
    void Promise.all(Array.from({ length: Math.min(CONCURRENT, wanted.length) }, work));
    // Unanswered ids are asked for again by the next run.
    return () => {
      abort.abort();
      pending.forEach((id) => asked.delete(id));
    };
  }, [missing, attempt]);

  const retry = useCallback(() => {
    for (const [id, value] of remote) if (value === 'failed') requested.current.delete(id);
    setRemote((previous) => new Map([...previous].filter(([, value]) => value !== 'failed')));
    setAttempt((n) => n + 1);
  }, [remote]);

  const entries = useMemo(
    () => savedEntries(ids, vehicles, remote, server),
    [ids, vehicles, remote, server],
  );
  return { entries, retry };
}
