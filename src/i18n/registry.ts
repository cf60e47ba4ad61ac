import type { Catalog, Namespace } from './catalog';
import { loadPlaceNames } from '@/data/place-names';
import { defaultLanguage, isLanguage, type Language } from './languages';

/**
 * English travels with the code that uses it (`common` with the shell, each namespace with its
 * feature's chunk); another language loads whole, and only where it is shown.
 */
const loaded: Partial<Record<Language, Partial<Catalog>>> = {};
const registered = new Set<string>();

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** Idempotent, so every user may call it on first need. `part` names one file of a namespace. */
export function registerNamespace<N extends Namespace>(
  namespace: N,
  modules: Record<string, unknown>,
  part: string = namespace,
): void {
  if (registered.has(part)) return;
  registered.add(part);
  for (const texts of Object.values(modules)) {
    // A namespace may come in parts (vehicles): their groups merge one level deep.
    const merged: Texts = { ...loaded[defaultLanguage]?.[namespace] };
    for (const [key, value] of Object.entries(texts as Texts)) {
      const current = merged[key];
      merged[key] = isTexts(current) && isTexts(value) ? { ...current, ...value } : value;
    }
    loaded[defaultLanguage] = { ...loaded[defaultLanguage], [namespace]: merged as Catalog[N] };
  }
}

// Each file exports its namespace under the namespace's name (chunk-error.ts is common's part).
const otherLanguages = import.meta.glob<Partial<Catalog>>([
  './locales/*/*.ts',
  '!./locales/en/*.ts',
  '!./locales/*/chunk-error.ts',
]);
const loading = new Map<Language, Promise<void>>();

/**
 * Loads every text of `lang` (nothing for the default language); call before rendering in it.
 * A failed load is retried on the next call.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === defaultLanguage) return Promise.resolve();
  const pending =
    loading.get(lang) ??
    Promise.all([
      ...Object.entries(otherLanguages)
        .filter(([path]) => path.startsWith(`./locales/${lang}/`))
        .map(([, load]) => load()),
      loadPlaceNames().then(() => ({})),
    ]).then((modules) => {
      loaded[lang] = Object.assign({}, loaded[lang], ...modules) as Partial<Catalog>;
    });
  loading.set(lang, pending);
  pending.catch(() => loading.delete(lang));
  return pending;
}

/** Every language's texts (in Node: the server, the prerenderer and tests). */
export async function loadAllLanguages(): Promise<void> {
  const langs = new Set(Object.keys(otherLanguages).map((path) => path.split('/')[2]));
  await Promise.all([...langs].filter(isLanguage).map(loadLanguage));
}

export function isLanguageLoaded(lang: Language): boolean {
  return lang === defaultLanguage || loaded[lang] !== undefined;
}

export function getLoadedCatalog(lang: Language): Partial<Catalog> {
  return loaded[lang] ?? {};
}
