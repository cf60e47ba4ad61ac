import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

/** What the server said about an ad this browser does not have: the ad, none (gone), or no answer. */
export type RemoteAnswer = Vehicle | null | 'failed';

/** One saved id as the saved page shows it. */
export type SavedEntry =
  | { id: string; status: 'found'; vehicle: Vehicle }
  | { id: string; status: 'loading' | 'gone' | 'failed' };

/**
 * The saved ids, in order, matched to the ads this browser has (samples and its own) and,
 * served by the marketplace server, to the server's answers. Without a server an id that is not
 * here is gone; with one it is loading until the server answers.
 */
export function savedEntries(
  ids: readonly string[],
  local: readonly Vehicle[],
  remote: ReadonlyMap<string, RemoteAnswer>,
  server: boolean,
): SavedEntry[] {
  const byId = new Map(local.map((vehicle) => [vehicle.id, vehicle]));
  return ids.map((id): SavedEntry => {
    const own = byId.get(id);
    if (own) return { id, status: 'found', vehicle: own };
    if (!server) return { id, status: 'gone' };
    const answer = remote.get(id);
    if (answer === undefined) return { id, status: 'loading' };
    if (answer === 'failed') return { id, status: 'failed' };
    return answer ? { id, status: 'found', vehicle: answer } : { id, status: 'gone' };
  });
}
