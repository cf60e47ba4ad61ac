import type { Catalog, Namespace } from './catalog';
import type { Language } from './languages';

/**
 * Loaded texts per language. `common` is registered by the shell; every other namespace is
 * registered by the chunk of the feature that uses it, so the first load carries only the
 * shell's texts.
 */
const loaded: Partial<Record<Language, Partial<Catalog>>> = {};
const registered = new Set<Namespace>();

/**
 * Registers one namespace for every language found by an `import.meta.glob` over
 * `locales/<lang>/<file>.ts` (so a new language folder is picked up without code changes).
 * Registering a namespace again does nothing, so every user may call it on first need.
 */
export function registerNamespace<N extends Namespace>(
  namespace: N,
  modules: Record<string, unknown>,
): void {
  if (registered.has(namespace)) return;
  registered.add(namespace);
  for (const [path, texts] of Object.entries(modules)) {
    const lang = /\/locales\/([^/]+)\//.exec(path)?.[1] as Language | undefined;
    if (!lang) continue;
    loaded[lang] = { ...loaded[lang], [namespace]: texts as Catalog[N] };
  }
}

export function getLoadedCatalog(lang: Language): Partial<Catalog> {
  return loaded[lang] ?? {};
}
