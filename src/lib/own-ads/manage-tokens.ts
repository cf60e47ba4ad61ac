import { createStore, recordOf } from '../create-store';
import { STORAGE_KEYS } from '../storage';

const TOKEN = /^[A-Za-z0-9_-]{22,200}$/;

/** Each published ad's manage token, by the ad's id: the owner's only key to it. */
const store = createStore({
  key: STORAGE_KEYS.manageTokens,
  schema: recordOf((value): value is string => typeof value === 'string' && TOKEN.test(value)),
  fallback: {},
  backupKey: STORAGE_KEYS.manageTokensBackup,
});

export function readManageToken(id: string): string | null {
  return store.get()[id] ?? null;
}

export function rememberManageToken(id: string, token: string): void {
  if (!TOKEN.test(token)) return;
  try {
    store.set({ ...store.get(), [id]: token });
  } catch (error) {
    console.warn('[manage] could not keep the manage link in this browser', error);
  }
}

export function isManageToken(value: string): boolean {
  return TOKEN.test(value);
}

/**
 * The token a manage link carries in its #fragment (`fragment`, null when there is none to read),
 * kept so the owner's next visit needs no link; else the one this browser kept.
 */
export function manageTokenFromLink(id: string, fragment: string | null): string | null {
  if (fragment !== null && isManageToken(fragment)) {
    rememberManageToken(id, fragment);
    return fragment;
  }
  return readManageToken(id);
}
