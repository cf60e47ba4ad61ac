/**
 * The languages the app speaks. To add one (e.g. Tamil): copy `locales/en/` to `locales/ta/`,
 * type each file as `Catalog['<namespace>']` and translate (tsc lists every missing string),
 * then add one entry here. The namespace loaders pick the new folder up by themselves.
 */
export const languages = {
  en: { htmlLang: 'en', nativeName: 'English' },
  si: { htmlLang: 'si', nativeName: 'සිංහල' },
  ta: { htmlLang: 'ta', nativeName: 'தமிழ்' },
} as const satisfies Record<string, { htmlLang: string; nativeName: string }>;

export type Language = keyof typeof languages;

export const languageCodes = Object.keys(languages) as Language[];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/**
 * The cookie that mirrors the stored choice (`bikebazaar.language_v1`), so the marketplace
 * server can send a visitor who opens `/` straight to `/si/` or `/ta/` (server/routes/app-files.ts);
 * a static host ignores it and the app's entry does the same in the browser (src/main.tsx).
 */
export const LANGUAGE_COOKIE = 'bikebazaar_lang';
