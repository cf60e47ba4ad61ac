import { STORAGE_KEYS, readJson, writeQuietly } from '../storage';

const KEY = STORAGE_KEYS.manageTokens;
const TOKEN = /^[A-Za-z0-9_-]{22,200}$/;

function readAll(): Record<string, string> {
  const stored = readJson(KEY);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && TOKEN.test(entry[1]),
    ),
  );
}

export function readManageToken(id: string): string | null {
  return readAll()[id] ?? null;
}

export function rememberManageToken(id: string, token: string): void {
  if (!TOKEN.test(token)) return;
  if (!writeQuietly(KEY, JSON.stringify({ ...readAll(), [id]: token }))) {
    console.warn('[manage] could not keep the manage link in this browser');
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
