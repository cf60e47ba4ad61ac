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

/** A token from the link's #fragment is kept, so the owner's next visit needs no link. */
export function manageTokenFromLink(id: string): string | null {
  const fromLink = window.location.hash.slice(1);
  if (isManageToken(fromLink)) {
    rememberManageToken(id, fromLink);
    return fromLink;
  }
  return readManageToken(id);
}
