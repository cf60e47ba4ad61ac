import type { Catalog, TranslationKey } from './catalog';
import { interpolate } from './interpolate';

export type TranslationVars = Record<string, string | number>;

/** Found texts per catalog: a server render asks for the same few hundred keys every time. */
const found = new WeakMap<object, Map<string, string>>();

function lookup(catalog: Partial<Catalog>, key: string): string | undefined {
  let known = found.get(catalog);
  if (!known) found.set(catalog, (known = new Map()));
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const text = walk(catalog, key);
  // Only found texts: a namespace registered later may still add a missing one.
  if (text !== undefined) known.set(key, text);
  return text;
}

function walk(catalog: Partial<Catalog>, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A missing key throws in dev, warns in prod. */
export function translate(
  catalog: Partial<Catalog>,
  key: TranslationKey,
  vars?: TranslationVars,
): string {
  const template = lookup(catalog, key);
  if (template === undefined) {
    const message = `[i18n] missing translation: ${key}`;
    if (import.meta.env.DEV) throw new Error(message);
    console.warn(message);
    return key;
  }
  return vars ? interpolate(template, vars) : template;
}
