import type { Catalog, Namespace } from './catalog';
import type { Language } from './languages';

/** Each feature's chunk registers its namespace: the first load carries only the shell's texts. */
const loaded: Partial<Record<Language, Partial<Catalog>>> = {};
const registered = new Set<Namespace>();

/** Idempotent, so every user may call it on first need. */
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
