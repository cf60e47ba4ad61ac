import type { ItemAd } from '@/domain/listings/item-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

/**
 * What the server said about an ad this browser does not have: the vehicle or the part or gear
 * ad, none (gone), or no answer.
 */
export type RemoteAnswer = Vehicle | ItemAd | null | 'failed';

/** One saved id as the saved page shows it: a vehicle, a part or gear ad, or a state. */
export type SavedEntry =
  | { id: string; status: 'found'; vehicle: Vehicle }
  | { id: string; status: 'item'; item: ItemAd }
  | { id: string; status: 'loading' | 'gone' | 'failed' };

const isItem = (answer: Vehicle | ItemAd): answer is ItemAd => 'kind' in answer;

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
    if (!answer) return { id, status: 'gone' };
    return isItem(answer)
      ? { id, status: 'item', item: answer }
      : { id, status: 'found', vehicle: answer };
  });
}
