/** To add one: copy `locales/en/`, type each file `Catalog['<ns>']`, translate, add it here. */
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

/** Mirrors the stored choice so the server can redirect `/`; a static host ignores it. */
export const LANGUAGE_COOKIE = 'bikebazaar_lang';
