import { useCallback, useEffect, useState } from 'react';
import { useBrowserValue } from '@/hooks/use-hydrated';
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
import { manageTokenFromLink } from './manage-tokens';
import { followHeldState, followServerCopy } from './store';

export type ManageLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; state: ManageState; token: string }
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

/** The owner's view of a published ad. `served` is false on a static host, where nothing is asked. */
export function useManageState(id: string) {
  const served = useBrowserValue(hasServer, false);
  const [load, setLoad] = useState<ManageLoad>({ kind: 'loading' });

  useEffect(() => {
    if (!served) return;
    let live = true;
    const token = manageTokenFromLink(id);
    const request = token
      ? fetchManageState(id, token).then(follow)
      : Promise.reject(new ApiError(403, 'forbidden', 'No manage token'));
    request
      .then((state) => {
        if (live) setLoad({ kind: 'ready', state, token: token! });
      })
      .catch((error: unknown) => {
        if (live) setLoad({ kind: 'error', message: manageErrorKey(error) });
      });
    return () => {
      live = false;
    };
  }, [id, served]);

  const update = useCallback(
    (state: ManageState) =>
      setLoad((current) => (current.kind === 'ready' ? { ...current, state } : current)),
    [],
  );

  return { served, load, update };
}
