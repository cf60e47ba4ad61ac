import { readRaw, STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.userVehicles;

export type EarlyRead = {
  raw: string | null;
  /** JSON.parse of raw, when the entry had time to do it before the app loaded. */
  parsed?: { ok: true; value: unknown } | { ok: false; error: unknown };
};

let early: EarlyRead | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;

/**
 * Pages that never read the ads (the home page) leave the early read untaken: it is dropped
 * after a while rather than kept in memory (up to ~15 MB for 10,000 ads) for the whole visit.
 */
export const EARLY_READ_TTL_MS = 10_000;

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === KEY) dropEarlyRead();
}

/**
 * The entry (src/main.tsx) reads the stored ads before the app has loaded, to decide how to
 * start, and parses them while the app's scripts download. The app's first read of the ads
 * takes that result instead of copying and parsing up to ~5 MB again. It is used once, and
 * dropped as soon as another tab changes the ads or this tab writes them, so no read ever sees
 * an outdated list.
 */
export function readStoredAdsEarly(): string | null {
  const raw = readRaw(KEY);
  early = { raw };
  window.addEventListener('storage', onStorage);
  expiry = setTimeout(dropEarlyRead, EARLY_READ_TTL_MS);
  return raw;
}

/** Parses the early read (a slow step for thousands of ads) while the main thread is free. */
export function parseStoredAdsEarly(): void {
  if (!early || early.raw === null || early.parsed) return;
  try {
    early.parsed = { ok: true, value: JSON.parse(early.raw) as unknown };
  } catch (error) {
    early.parsed = { ok: false, error };
  }
}

/** The early read, once: later calls get null and read storage themselves. */
export function takeEarlyRead(): EarlyRead | null {
  const taken = early;
  dropEarlyRead();
  return taken;
}

export function dropEarlyRead(): void {
  if (!early) return; // (also on the server, where there is no window)
  early = null;
  clearTimeout(expiry);
  window.removeEventListener('storage', onStorage);
}
