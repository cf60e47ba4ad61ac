import { useCallback, useEffect, useRef, useState } from 'react';
import type { TranslationKey } from '@/i18n/catalog';
import { hasServer } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { fetchManageState, manageErrorKey, type ManageState } from '@/lib/api/manage-api';
import { manageTokenFromLink } from '@/lib/manage-tokens';
import { useBrowserValue } from './use-hydrated';

export type ManageLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; state: ManageState; token: string }
  | { kind: 'error'; message: TranslationKey };

/** `served` is false on a static host, where nothing is asked. */
export function useManageState(id: string, onLoaded?: (state: ManageState) => void) {
  const served = useBrowserValue(hasServer, false);
  const [load, setLoad] = useState<ManageLoad>({ kind: 'loading' });
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });

  useEffect(() => {
    if (!served) return;
    let live = true;
    const token = manageTokenFromLink(id);
    const request = token
      ? fetchManageState(id, token)
      : Promise.reject(new ApiError(403, 'forbidden', 'No manage token'));
    request
      .then((state) => {
        if (!live) return;
        setLoad({ kind: 'ready', state, token: token! });
        loaded.current?.(state);
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
