import type { ItemAd } from '@/domain/listings/item-schema';
import { isItemId } from '@/domain/listings/item-types';
import { adApiPath } from './ad-path';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { ApiError, requestJson } from './api-client';

type ManageCommon = {
  status: 'active' | 'sold' | 'deleted' | 'held';
  listed: boolean;
  hidden: boolean;
  expiresAt: string | null;
  canRenew: boolean;
  /** Days a renewal gives (the server's AD_LIFETIME_DAYS). */
  lifetimeDays: number;
  /** Sent back with an edit: an edit of an older copy is refused (server 0 = not told). */
  version: number;
  /** "Show my number": off, buyers see no number and message the seller instead. */
  showPhone: boolean;
};

/** The owner's view of an ad: a vehicle's, or a part or gear ad's (`item`). */
export type ManageState = ManageCommon &
  ({ vehicle: Vehicle; item?: undefined } | { item: ItemAd; vehicle?: undefined });

/** The id of the ad a manage state is about. */
export function managedId(state: ManageState): string {
  return state.vehicle ? state.vehicle.id : state.item.id;
}

/** A part or gear ad is managed under /items, a vehicle under /vehicles. */
const adPath = adApiPath;

export type ManageAction = 'sold' | 'relist' | 'renew' | 'delete';

function readState(body: unknown, readItemAd: ItemReader): ManageState {
  const value = (body ?? {}) as Record<string, unknown>;
  // A part or gear ad comes under `ad`.
  const vehicle = 'ad' in value ? null : parseVehicle(value.vehicle);
  const item = 'ad' in value ? readItemAd(value.ad) : null;
  const status = value.status;
  // 'held': posted, waiting for the moderators (the seller may still edit or delete it).
  if (
    (!vehicle && !item) ||
    (status !== 'active' && status !== 'sold' && status !== 'deleted' && status !== 'held')
  ) {
    throw new ApiError(200, 'bad_response', 'Not a manage state');
  }
  return {
    ...(vehicle ? { vehicle } : { item: item! }),
    status,
    listed: value.listed === true,
    hidden: value.hidden === true,
    expiresAt: typeof value.expiresAt === 'string' ? value.expiresAt : null,
    canRenew: value.canRenew === true,
    lifetimeDays:
      typeof value.lifetimeDays === 'number' && value.lifetimeDays >= 1 ? value.lifetimeDays : 60,
    version: typeof value.version === 'number' ? value.version : 0,
    // An older server has no such setting: the number shows.
    showPhone: value.showPhone !== false,
  };
}

type ItemReader = (value: unknown) => ItemAd | null;

/** The item schema (zod) loads only for a part or gear ad, not with every manage page. */
async function readStateOf(id: string, body: unknown): Promise<ManageState> {
  if (!isItemId(id)) return readState(body, () => null);
  const { getItemSchema } = await import('@/domain/listings/item-schema');
  return readState(body, (value) => {
    const result = getItemSchema().safeParse(value);
    return result.success ? result.data : null;
  });
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function fetchManageState(id: string, token: string): Promise<ManageState> {
  const path = `${adPath(id)}/manage`;
  return readStateOf(id, await requestJson(path, { headers: auth(token) }));
}

export async function runManageAction(
  id: string,
  token: string,
  action: ManageAction,
): Promise<ManageState> {
  const ad = adPath(id);
  const init: RequestInit =
    action === 'delete'
      ? { method: 'DELETE', headers: auth(token) }
      : { method: 'POST', headers: auth(token) };
  return readStateOf(id, await requestJson(action === 'delete' ? ad : `${ad}/${action}`, init));
}

/** Turns "Show my number" on or off for the ad; the owner's state after it. */
export async function setShowPhone(
  id: string,
  token: string,
  showPhone: boolean,
): Promise<ManageState> {
  return readStateOf(
    id,
    await requestJson(`${adPath(id)}/manage`, {
      method: 'PATCH',
      headers: { ...auth(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ showPhone }),
    }),
  );
}

export function manageErrorKey(error: unknown): TranslationKey {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'forbidden') return 'postAd.manage.forbidden';
  if (code === 'rate_limited') return 'postAd.manage.tooMany';
  if (code === 'not_yet') return 'postAd.manage.notYet';
  if (code === 'too_late') return 'postAd.manage.tooLate';
  return 'postAd.manage.failed';
}
