import { foldText } from '../search/search-key';

function orderKey(folded: string): string {
  return folded.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Not Intl.Collator: creating one costs a phone tens of ms before the list's first paint. */
export function distinctOptions(values: Iterable<string>, extra: readonly string[] = []): string[] {
  const seen = new Map<string, string>();
  // Thousands of ads share a handful of spellings: each distinct spelling is folded once.
  const spellings = new Set<string>();
  const add = (value: string) => {
    if (spellings.has(value)) return;
    spellings.add(value);
    const key = foldText(value);
    if (key && !seen.has(key)) seen.set(key, value.trim());
  };
  for (const value of values) add(value);
  for (const value of extra) add(value);
  const keyed = [...seen].map(([key, value]) => ({ order: orderKey(key), key, value }));
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  keyed.sort((a, b) => compare(a.order, b.order) || compare(a.key, b.key));
  return keyed.map((entry) => entry.value);
}

/** A URL may say `honda` for `Honda`. */
export function includesFolded(selected: readonly string[], value: string): boolean {
  const key = foldText(value);
  return selected.some((item) => foldText(item) === key);
}
