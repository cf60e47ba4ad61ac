import { parseVehicleFast } from '@/domain/vehicles/vehicle-fast-parse';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { ApiError, requestJson } from './api-client';

export type ManageState = {
  vehicle: Vehicle;
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

export type ManageAction = 'sold' | 'relist' | 'renew' | 'delete';

function readState(body: unknown): ManageState {
  const value = (body ?? {}) as Record<string, unknown>;
  const vehicle = parseVehicleFast(value.vehicle);
  const status = value.status;
  // 'held': posted, waiting for the moderators (the seller may still edit or delete it).
  if (
    !vehicle ||
    (status !== 'active' && status !== 'sold' && status !== 'deleted' && status !== 'held')
  ) {
    throw new ApiError(200, 'bad_response', 'Not a manage state');
  }
  return {
    vehicle,
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

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function fetchManageState(id: string, token: string): Promise<ManageState> {
  const path = `/vehicles/${encodeURIComponent(id)}/manage`;
  return readState(await requestJson(path, { headers: auth(token) }));
}

export async function runManageAction(
  id: string,
  token: string,
  action: ManageAction,
): Promise<ManageState> {
  const ad = `/vehicles/${encodeURIComponent(id)}`;
  const init: RequestInit =
    action === 'delete'
      ? { method: 'DELETE', headers: auth(token) }
      : { method: 'POST', headers: auth(token) };
  return readState(await requestJson(action === 'delete' ? ad : `${ad}/${action}`, init));
}

/** Turns "Show my number" on or off for the ad; the owner's state after it. */
export async function setShowPhone(
  id: string,
  token: string,
  showPhone: boolean,
): Promise<ManageState> {
  return readState(
    await requestJson(`/vehicles/${encodeURIComponent(id)}/manage`, {
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
