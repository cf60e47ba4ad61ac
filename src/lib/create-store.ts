import {
  backUpUnreadable,
  readRaw,
  readRawForUpdate,
  removeKey,
  writeQuietly,
  writeRaw,
  type StorageKey,
} from './storage';

/**
 * The one way this app keeps data in the browser: a key, a schema that checks what is read back,
 * safe storage (./storage.ts: private mode and a full quota never crash), other tabs' changes
 * (the `storage` event) and a snapshot for useSyncExternalStore.
 *
 * Reads never write. Stored text that does not read is logged and read as the fallback, and stays
 * as it is until a write replaces it: that write backs it up first (`backupKey`), or is refused.
 * The snapshot is the same object until the stored text changes (reading the same text again
 * costs microseconds even for megabytes: the browser hands back the same string), so a store needs
 * no reset: clearing storage is enough.
 */

/** A zod or zod/mini schema, or anything with the same safeParse. */
export type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
};

type Core<V> = {
  /** The stored text read with `parse`; the same object until the text changes. */
  read: () => V;
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
  /** Called when another tab writes (or clears) storage, whether or not anyone subscribes. */
  onOtherTab: (heard: (() => void) | null) => void;
};

function createCore<V>(
  key: StorageKey,
  parse: (raw: string | null) => V,
  readStored = () => readRaw(key),
): Core<V> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: V } | null = null;
  let otherTab: (() => void) | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    otherTab?.();
    notify();
  };
  // Adding the same listener again does nothing.
  const listen = () =>
    listeners.size > 0 || otherTab
      ? window.addEventListener('storage', onStorage)
      : window.removeEventListener('storage', onStorage);
  return {
    read() {
      const raw = readStored();
      if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
      return cached.value;
    },
    subscribe(listener) {
      listeners.add(listener);
      listen();
      return () => {
        listeners.delete(listener);
        listen();
      };
    },
    notify,
    onOtherTab(heard) {
      otherTab = heard;
      listen();
    },
  };
}

const label = (key: string) => `[storage] ${key}`;

/**
 * A schema for a record of entries by id (an object): the entries `entry` reads, the others left
 * out (a write drops them); anything that is not an object does not read.
 */
export function recordOf<T>(entry: (value: unknown) => value is T): Schema<Record<string, T>> {
  return {
    safeParse(value) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return { success: false };
      const kept = Object.entries(value as Record<string, unknown>).filter(
        (pair): pair is [string, T] => entry(pair[1]),
      );
      return { success: true, data: Object.fromEntries(kept) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// One value

export type ValueStoreOptions<T> = {
  key: StorageKey;
  schema: Schema<T>;
  /** What nothing stored, or stored text that does not read, reads as. */
  fallback: T;
  /** Stored text to what the schema checks (JSON by default). */
  decode?: (raw: string) => unknown;
  /** The value to stored text (JSON by default). */
  encode?: (value: T) => string;
  /** Where unreadable stored text is kept before a write replaces it; without one it is logged. */
  backupKey?: StorageKey;
  /** A preference: when storage refuses a write the value holds for this page, nothing throws. */
  keepInMemory?: boolean;
};

export type ValueStore<T> = {
  /** The checked value; the same object until the stored text changes. */
  get: () => T;
  /** What some stored text reads as (no caching, no storage). */
  parse: (raw: string | null) => T;
  /** This tab's writes and other tabs' (the storage event). */
  subscribe: (listener: () => void) => () => void;
  /** Throws StorageWriteError when the browser keeps nothing (unless keepInMemory). */
  set: (value: T) => void;
  remove: () => void;
};

export function createStore<T>(options: ValueStoreOptions<T>): ValueStore<T> {
  const { key, schema, fallback, backupKey } = options;
  const decode = options.decode ?? JSON.parse;
  const encode = options.encode ?? JSON.stringify;

  function parse(raw: string | null): { value: T; unreadable: boolean } {
    if (raw === null) return { value: fallback, unreadable: false };
    try {
      const result = schema.safeParse(decode(raw));
      if (result.success) return { value: result.data, unreadable: false };
    } catch {
      // Not JSON: the same as a value that does not check.
    }
    console.warn(`${label(key)} does not read; treating it as not set`);
    return { value: fallback, unreadable: true };
  }

  const core = createCore(key, parse);
  // A value storage refused, for this page: dropped when another tab writes (or clears) storage.
  let memory: { value: T } | null = null;
  const forget = () => {
    memory = null;
    core.onOtherTab(null);
  };

  // Unreadable stored text is backed up, or logged, before a write replaces it.
  function keep(raw: string | null) {
    if (raw === null || !parse(raw).unreadable) return;
    if (backupKey) backUpUnreadable(backupKey, raw);
    else console.warn(`${label(key)} replaced unreadable text. It began: ${raw.slice(0, 200)}`);
  }

  return {
    get: () => (memory ? memory.value : core.read().value),
    parse: (raw) => parse(raw).value,
    subscribe: core.subscribe,
    set(value) {
      const text = encode(value);
      if (options.keepInMemory) {
        keep(readRaw(key));
        forget();
        if (!writeQuietly(key, text)) {
          memory = { value };
          core.onOtherTab(forget);
        }
      } else {
        keep(readRawForUpdate(key));
        writeRaw(key, text);
      }
      core.notify();
    },
    remove() {
      forget();
      removeKey(key);
      core.notify();
    },
  };
}

/**
 * A preference stored as a bare word (not JSON), one of `words`; anything else reads as
 * `fallback`. When storage fails, the choice still holds for this page.
 */
export function createWordStore<W extends string>(
  key: StorageKey,
  words: readonly W[],
  fallback: W,
): ValueStore<W> {
  return createStore<W>({
    key,
    schema: {
      safeParse: (value) =>
        words.includes(value as W) ? { success: true, data: value as W } : { success: false },
    },
    fallback,
    decode: (raw) => raw,
    encode: (word) => word,
    keepInMemory: true,
  });
}

// ---------------------------------------------------------------------------------------------
// A list whose entries are checked one by one

export type ListRead<T> = {
  /** The entries that read, as the schema gives them. */
  items: readonly T[];
  /** Entries that do not read: skipped here, kept in storage. */
  skipped: number;
  /** The stored text is not a list at all (kept as it is). */
  unreadable: boolean;
};

export type ListStoreOptions<T> = {
  key: StorageKey;
  /** Checks one entry. */
  item: Schema<T>;
  /** Where an unreadable list is kept before a write replaces it; without one the write is refused. */
  backupKey?: StorageKey;
  /** Stored text to what is checked (JSON by default); also for a copy parsed earlier. */
  decode?: (raw: string) => unknown;
  /** What is stored now, when a store can take a copy read earlier (readRaw by default). */
  readStored?: () => string | null;
};

export type ListStore<T, Stored = T> = {
  /** The same object until the stored text changes. */
  read: () => ListRead<T>;
  /** What some stored text reads as (no caching, no storage). */
  parse: (raw: string | null) => ListRead<T>;
  subscribe: (listener: () => void) => () => void;
  /**
   * Read-change-write from what is stored now, so another tab's changes survive. `change` gets
   * the entries that read *as stored* (fields a later version added survive this one's writes)
   * and returns the new list, or null for no change. Entries that do not read are kept, first.
   * False when nothing was written (no change, or an unreadable list without a backup key).
   * Throws StorageWriteError when storage cannot be read or written.
   */
  update: (change: (items: Stored[]) => readonly Stored[] | null) => boolean;
};

/** `Stored`: what `update` sees and writes, when the entries as stored differ from T. */
export function createListStore<T, Stored = T>(options: ListStoreOptions<T>): ListStore<T, Stored> {
  const { key, item, backupKey } = options;

  type Split = { readable: Stored[]; others: unknown[]; items: T[] };

  function split(raw: string | null, decode = options.decode ?? JSON.parse): Split | null {
    const out: Split = { readable: [], others: [], items: [] };
    if (raw === null) return out;
    let value: unknown;
    try {
      value = decode(raw);
    } catch (error) {
      console.warn(`${label(key)} holds malformed JSON; treating it as empty`, error);
      return null;
    }
    if (!Array.isArray(value)) {
      console.warn(`${label(key)} is not a list; treating it as empty`);
      return null;
    }
    for (const entry of value as unknown[]) {
      const result = item.safeParse(entry);
      if (!result.success) out.others.push(entry);
      else {
        out.readable.push(entry as Stored);
        out.items.push(result.data);
      }
    }
    if (out.others.length > 0) {
      console.warn(`${label(key)}: skipped ${out.others.length} entries that do not read`);
    }
    return out;
  }

  function parse(raw: string | null): ListRead<T> {
    const parts = split(raw);
    return parts
      ? { items: parts.items, skipped: parts.others.length, unreadable: false }
      : { items: [], skipped: 0, unreadable: true };
  }

  const core = createCore(key, parse, options.readStored);

  return {
    read: core.read,
    parse,
    subscribe: core.subscribe,
    update(change) {
      const raw = readRawForUpdate(key);
      const parts = split(raw, JSON.parse);
      if (!parts && !backupKey) return false;
      const next = change(parts ? parts.readable : []);
      if (next === null) return false;
      if (!parts && raw !== null) backUpUnreadable(backupKey!, raw);
      writeRaw(key, JSON.stringify([...(parts?.others ?? []), ...next]));
      core.notify();
      return true;
    },
  };
}
