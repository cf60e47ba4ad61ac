import type { Language } from '@/i18n/languages';

/**
 * Towns in the reader's language for a page that must stay light (the home page's featured
 * ads): English shows them as written; the Sinhala and Tamil names, in one module with the search
 * aliases, are loaded with those languages' texts (src/i18n/registry.ts), before a page renders
 * in them.
 */
let localize: ((value: string, lang: Language) => string) | null = null;

export function loadedPlaceName(value: string, lang: Language): string {
  return lang === 'en' || !localize ? value : localize(value, lang);
}

export async function loadPlaceNames(): Promise<void> {
  localize ??= (await import('./places')).placeName;
}
