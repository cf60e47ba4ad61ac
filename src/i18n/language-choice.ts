import { STORAGE_KEYS, readRaw, writeQuietly } from '@/lib/storage';
import { LANGUAGE_COOKIE, defaultLanguage, isLanguage, type Language } from './languages';

export function storedLanguage(): Language | null {
  const saved = readRaw(STORAGE_KEYS.language);
  return isLanguage(saved) ? saved : null;
}

export function preferredLanguage(): Language {
  const saved = storedLanguage();
  if (saved) return saved;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  const match = preferred.map((tag) => tag.split('-')[0]).find(isLanguage);
  return match ?? defaultLanguage;
}

/** In storage and in a cookie for the server; without storage the choice lives in the URL only. */
export function rememberLanguage(lang: Language): void {
  if (readRaw(STORAGE_KEYS.language) !== lang) writeQuietly(STORAGE_KEYS.language, lang);
  if (typeof document === 'undefined') return;
  const cookie = `${LANGUAGE_COOKIE}=${lang}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  try {
    document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // cookies blocked: the browser-side redirect still works from storage
  }
}
