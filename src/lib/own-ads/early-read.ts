import { readRaw, STORAGE_KEYS } from '../storage';

const KEY = STORAGE_KEYS.userVehicles;

export type EarlyRead = {
  raw: string | null;
  parsed?: { ok: true; value: unknown } | { ok: false; error: unknown };
};

let early: EarlyRead | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;

/** An untaken early read (home page) is dropped rather than held: ~15 MB for 10,000 ads. */
export const EARLY_READ_TTL_MS = 10_000;

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === KEY) dropEarlyRead();
}

// The entry reads and parses the ads while the app downloads; the app's first read takes that
// instead of parsing up to ~5 MB again. Used once, dropped on any write, so never outdated.
export function readStoredAdsEarly(): string | null {
  const raw = readRaw(KEY);
  early = { raw };
  window.addEventListener('storage', onStorage);
  expiry = setTimeout(dropEarlyRead, EARLY_READ_TTL_MS);
  return raw;
}

export function parseStoredAdsEarly(): void {
  if (!early || early.raw === null || early.parsed) return;
  try {
    early.parsed = { ok: true, value: JSON.parse(early.raw) as unknown };
  } catch (error) {
    early.parsed = { ok: false, error };
  }
}

/** Whether this browser keeps something under userVehicles_v1 (more than an empty list). */
export function hasStoredAds(): boolean {
  const raw = early ? early.raw : readRaw(KEY);
  return (raw?.length ?? 0) > 2;
}

/** The early read, if any, left for the first read to take. */
export function peekEarlyRead(): EarlyRead | null {
  return early;
}

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
