import { en, type Catalog } from './catalog';
import { si } from './locales/si';

/**
 * The languages the app speaks. To add one (e.g. Tamil): write `locales/ta.ts` typed as
 * `Catalog` (tsc lists every missing string) and add one entry here.
 */
export const languages = {
  en: { htmlLang: 'en', nativeName: 'English', catalog: en },
  si: { htmlLang: 'si', nativeName: 'සිංහල', catalog: si },
} as const satisfies Record<string, { htmlLang: string; nativeName: string; catalog: Catalog }>;

export type Language = keyof typeof languages;

export const languageCodes = Object.keys(languages) as Language[];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}
