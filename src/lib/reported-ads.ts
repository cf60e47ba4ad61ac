import { STORAGE_KEYS, readJson, writeQuietly } from './storage';

const KEY = STORAGE_KEYS.reportedAds;
const MAX = 500;

function readAll(): string[] {
  const stored = readJson(KEY);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function hasReported(id: string): boolean {
  return readAll().includes(id);
}

/** Best effort: the server dedupes too. */
export function rememberReported(id: string): void {
  const ids = [...readAll().filter((known) => known !== id), id].slice(-MAX);
  if (!writeQuietly(KEY, JSON.stringify(ids))) {
    console.warn('[report] could not remember the report in this browser');
  }
}
