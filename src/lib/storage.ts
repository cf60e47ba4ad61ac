/** Safe localStorage: private mode, disabled storage and a full quota never crash the app. */
export const STORAGE_KEYS = {
  userVehicles: 'userVehicles_v1',
  userVehiclesBackup: 'userVehicles_v1_corrupt_backup',
  language: 'bikebazaar.language_v1',
  savedVehicles: 'bikebazaar.saved_v1',
  savedVehiclesBackup: 'bikebazaar.saved_v1_corrupt_backup',
  cardLayout: 'bikebazaar.cardLayout_v1',
  postAdDraft: 'bikebazaar.postAdDraft_v1',
  publishedAds: 'bikebazaar.published_v1',
  manageTokens: 'bikebazaar.manageTokens_v1',
  manageTokensBackup: 'bikebazaar.manageTokens_v1_corrupt_backup',
  /** This browser's published ads that wait for a moderator's check (see held-ads.ts). */
  heldAds: 'bikebazaar.heldAds_v1',
  /** '1' while ads posted offline wait in the outbox or have news. */
  outboxPending: 'bikebazaar.outboxPending_v1',
  reportedAds: 'bikebazaar.reportedAds_v1',
  /** Copies of the server's ads this browser opened, shown dated when the server is unreachable. */
  seenAds: 'bikebazaar.seenAds_v1',
  /** The list searches this browser saved, with when each was last seen (see saved-searches.ts). */
  savedSearches: 'bikebazaar.savedSearches_v1',
  /** 'on' while this browser gets push alerts for its saved searches and saved ads. */
  pushAlerts: 'bikebazaar.pushAlerts_v1',
  /** Up to three ad ids picked to compare side by side (see compare-list.ts). */
  compare: 'bikebazaar.compare_v1',
  compareBackup: 'bikebazaar.compare_v1_corrupt_backup',
  /** The message threads this browser started, with their tokens (see message-threads.ts). */
  messageThreads: 'bikebazaar.messageThreads_v1',
  /** Messages written offline, waiting to be sent once (see message-outbox.ts). */
  messageOutbox: 'bikebazaar.messageOutbox_v1',
  /** Ad ids whose new messages this browser gets pushes for (see push-messages.ts). */
  messagePush: 'bikebazaar.messagePush_v1',
  /** The buyer's bike (make, model, year) the parts view checks fitment against (my-bike). */
  myBike: 'bikebazaar.myBike_v1',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export class StorageWriteError extends Error {
  readonly reason: 'quota' | 'unavailable';
  constructor(reason: 'quota' | 'unavailable', cause?: unknown) {
    super(reason === 'quota' ? 'Storage is full' : 'Storage is unavailable', { cause });
    this.name = 'StorageWriteError';
    this.reason = reason;
  }
}

function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('[storage] localStorage is not available', error);
    return null;
  }
}

export function readRaw(key: StorageKey): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`[storage] could not read ${key}`, error);
    return null;
  }
}

/** Like readRaw, but unreadable storage throws, so a write never replaces what it could not see. */
export function readRawForUpdate(key: StorageKey): string | null {
  const storage = getStorage();
  if (!storage) throw new StorageWriteError('unavailable');
  try {
    return storage.getItem(key);
  } catch (error) {
    console.warn(`[storage] could not read ${key} before writing it`, error);
    throw new StorageWriteError('unavailable', error);
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

export function writeRaw(key: StorageKey, value: string): void {
  const storage = getStorage();
  if (!storage) throw new StorageWriteError('unavailable');
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.warn(`[storage] could not write ${key}`, error);
    throw new StorageWriteError(isQuotaError(error) ? 'quota' : 'unavailable', error);
  }
}

export function writeQuietly(key: StorageKey, value: string): boolean {
  try {
    writeRaw(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: StorageKey): void {
  try {
    getStorage()?.removeItem(key);
  } catch (error) {
    console.warn(`[storage] could not remove ${key}`, error);
  }
}

function keptBackups(previous: string | null): string[] {
  if (previous === null) return [];
  try {
    const parsed: unknown = JSON.parse(previous);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
  } catch {
    // An older backup: the unreadable value itself.
  }
  return [previous];
}

// Older copies give way when full; if even this one does not fit, it is logged and the write goes
// ahead: keeping an unusable value would make every later write fail.
export function backUpUnreadable(backupKey: StorageKey, raw: string): void {
  const kept = keptBackups(readRaw(backupKey));
  if (kept.at(-1) === raw) return;
  for (let from = 0; from <= kept.length; from += 1) {
    try {
      writeRaw(backupKey, JSON.stringify([...kept.slice(from), raw]));
      return;
    } catch (error) {
      if (!(error instanceof StorageWriteError) || error.reason !== 'quota') throw error;
    }
  }
  console.error(
    `[storage] no room to back up an unreadable value (${raw.length} characters) before ` +
      `replacing it. It began: ${raw.slice(0, 200)}`,
  );
}

/** Chromium keeps about 5 MiB of text per site in localStorage (keys and values). */
export const STORAGE_QUOTA_CHARS = 5 * 1024 * 1024;
/** What one ad with a main photo and four more, shrunk as the post form shrinks them, takes. */
export const AD_WITH_PHOTOS_CHARS = 800_000;

/** An estimate for a warning, not a promise. */
export function roomForAdsWithPhotos(): number | null {
  const storage = getStorage();
  if (!storage) return null;
  try {
    let used = 0;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) used += key.length + (storage.getItem(key)?.length ?? 0);
    }
    return Math.max(0, Math.floor((STORAGE_QUOTA_CHARS - used) / AD_WITH_PHOTOS_CHARS));
  } catch {
    return null;
  }
}
