import { useCallback, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { hasServer } from '@/lib/api/api-base';
import { isItemId } from '@/domain/listings/item-types';
import { fetchVehicle } from '@/lib/api/vehicles-api';
import { loadedOwnAdsStore, loadOwnAdsIfAny } from '@/lib/own-ads/own-ads-loader';
import { browserLoader, useAskAgainWhen, useBrowserLoaderData } from '@/lib/page-data';
import { readSavedVehicleIds } from '@/lib/saved-vehicles';
import { savedEntries, type RemoteAnswer, type SavedEntry } from '../lib/saved-entries';
import { useVehicles } from './use-vehicle-list';

/** Ads asked for at once, so 500 saved ids never make 500 requests together. */
const CONCURRENT = 4;

/** The server's answer for each saved id this browser does not have, by id. */
export type SavedAnswers = { answers: Record<string, RemoteAnswer> };

/** One saved ad of any kind: part and gear ids (isItemId) are asked of the items API. */
async function fetchSavedAd(id: string, signal: AbortSignal): Promise<RemoteAnswer> {
  if (!isItemId(id)) return fetchVehicle(id, signal);
  // The items API's code (with its schema) loads only when a part or gear is saved.
  return (await (await import('@/lib/api/items-api')).lookupItem(id, signal)).ad;
}

/** Each id's answer, CONCURRENT at a time; one that fails is 'failed', the others still come. */
async function askServer(ids: readonly string[], signal: AbortSignal) {
  const answers: Record<string, RemoteAnswer> = {};
  let next = 0;
  async function work() {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        answers[id] = await fetchSavedAd(id, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('[saved] the server did not answer for an ad', error);
        answers[id] = 'failed';
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENT, ids.length) }, work));
  return answers;
}

/**
 * The saved page's loader: served by the marketplace server, the server's answer for each saved
 * id that is not one of this browser's own ads. The ids live in this browser only, so it runs
 * there (also when a server's page hydrates); a static host has nothing to ask.
 */
export const savedLoader = browserLoader(async ({ request }): Promise<SavedAnswers> => {
  if (!hasServer()) return { answers: {} };
  await loadOwnAdsIfAny();
  const own = new Set(
    loadedOwnAdsStore()
      ?.readOwnAds()
      .vehicles.map((ad) => ad.id),
  );
  const wanted = readSavedVehicleIds().filter((id) => !own.has(id));
  return { answers: await askServer(wanted, request.signal) };
});

const NOT_YET: SavedAnswers['answers'] = {};

/**
 * The saved ads (vehicles, parts and gear: one list of ids): from this browser's list first, then
 * (served by the marketplace server) the loader's answers. An id saved since (in another tab) has
 * the loader asked again; `retry` asks again for those that failed.
 */
export function useSavedVehicles(ids: readonly string[]): {
  entries: SavedEntry[];
  retry: () => void;
} {
  const vehicles = useVehicles();
  const server = hasServer();
  const answers = useBrowserLoaderData<SavedAnswers>('answers')?.answers ?? null;
  const { revalidate, state } = useRevalidator();
  const asking = state === 'loading';

  const unasked = useMemo(() => {
    if (!server || !answers) return false;
    const local = new Set(vehicles.map((vehicle) => vehicle.id));
    return ids.some((id) => !local.has(id) && !(id in answers));
  }, [server, answers, ids, vehicles]);
  useAskAgainWhen(unasked);

  const retry = useCallback(() => void revalidate(), [revalidate]);

  const entries = useMemo(() => {
    const remote = new Map<string, RemoteAnswer>();
    for (const [id, answer] of Object.entries(answers ?? NOT_YET)) {
      // Asked again: a failed ad shows as loading until the new answer.
      if (!(asking && answer === 'failed')) remote.set(id, answer);
    }
    return savedEntries(ids, vehicles, remote, server);
  }, [ids, vehicles, answers, asking, server]);
  return { entries, retry };
}
