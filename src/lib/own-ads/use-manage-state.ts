import { useCallback, useState } from 'react';
import type { TranslationKey } from '@/i18n/catalog';
import { hasServer } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import {
  fetchManageState,
  manageErrorKey,
  runManageAction,
  setShowPhone,
  type ManageAction,
  type ManageState,
} from '@/lib/api/manage-api';
import { fetchSellerThreads, type SellerThread } from '@/lib/api/messages-api';
import {
  browserLoader,
  linkFragment,
  useBrowserLoaderData,
  useReloadOnNewFragment,
} from '@/lib/page-data';
import { manageTokenFromLink } from './manage-tokens';
import { followHeldState, followServerCopy } from './store';

export type ManageLoad =
  | { kind: 'loading' }
  /** A static host: there is no server to manage an ad on. */
  | { kind: 'no-server' }
  | {
      kind: 'ready';
      state: ManageState;
      token: string;
      /** The manage page's: the buyers' conversations about the ad (not the edit page's). */
      threads?: SellerThread[] | 'failed';
    }
  | { kind: 'error'; message: TranslationKey };

function follow(state: ManageState): ManageState {
  // A part or gear ad has no copy in this browser (only its manage link).
  if (!state.vehicle) return state;
  followServerCopy(state.vehicle.id, state.status === 'deleted' ? 'deleted' : state.vehicle);
  followHeldState(state.vehicle.id, state.status === 'held');
  return state;
}

/** Sold, renewed or deleted by its owner; this browser's copy follows. */
export async function actOnOwnAd(
  id: string,
  token: string,
  action: ManageAction,
): Promise<ManageState> {
  return follow(await runManageAction(id, token, action));
}

/** "Show my number" on or off; this browser's copy follows. */
export async function showOwnPhone(
  id: string,
  token: string,
  showPhone: boolean,
): Promise<ManageState> {
  return follow(await setShowPhone(id, token, showPhone));
}

/** The buyers' conversations about the ad, for its seller; 'failed' when they did not come. */
async function sellerThreads(id: string, token: string): Promise<SellerThread[] | 'failed'> {
  try {
    return await fetchSellerThreads(id, token);
  } catch (error) {
    console.warn('[manage] the conversations did not load', error);
    return 'failed';
  }
}

/**
 * The owner's view of a published ad, asked with the ad's token, which only this browser holds
 * (the link's #fragment never reaches a server); with the buyers' conversations for the manage
 * page.
 */
function ownerLoader(withThreads: boolean) {
  return browserLoader(async ({ params, request }): Promise<ManageLoad> => {
    if (!hasServer()) return { kind: 'no-server' };
    const id = params.id ?? '';
    const token = manageTokenFromLink(id, linkFragment(request));
    if (!token) {
      return { kind: 'error', message: manageErrorKey(new ApiError(403, 'forbidden', 'No token')) };
    }
    try {
      const [state, threads] = await Promise.all([
        fetchManageState(id, token),
        withThreads ? sellerThreads(id, token) : undefined,
      ]);
      return { kind: 'ready', state: follow(state), token, ...(threads ? { threads } : {}) };
    } catch (error) {
      if (request.signal.aborted) throw error;
      return { kind: 'error', message: manageErrorKey(error) };
    }
  });
}

/** The manage page's loader: the ad's state and its buyers' conversations. */
export const manageLoader = ownerLoader(true);

/** The edit page's loader: the ad's state. */
export const editLoader = ownerLoader(false);

const LOADING: ManageLoad = { kind: 'loading' };

/**
 * The manage loader's answer (waiting while the server's page hydrates), with what the owner
 * changed since: an action's answer replaces the state until the loader answers again.
 */
export function useManageState() {
  const loaded = useBrowserLoaderData<ManageLoad>('kind') ?? LOADING;
  useReloadOnNewFragment();
  const [changed, setChanged] = useState<{ from: ManageLoad; state: ManageState } | null>(null);
  const load: ManageLoad =
    loaded.kind === 'ready' && changed?.from === loaded
      ? { ...loaded, state: changed.state }
      : loaded;
  const update = useCallback((state: ManageState) => setChanged({ from: loaded, state }), [loaded]);
  return { load, update };
}
