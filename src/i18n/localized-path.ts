import { defaultLanguage, isLanguage, languageCodes, type Language } from './languages.ts';

/**
 * Language in the URL (issue 17): English keeps SPEC.md's routes (`/`, `/browse/scooters`…);
 * every other language lives under its code (`/si/`, `/si/browse/scooters`, `/ta/post-ad`…).
 * The home page of a prefixed language is `/si/` (with the slash). Every in-app URL goes
 * through `localizePath`, most of them through the app's `<Link>` and `useLocalizedNavigate`
 * (src/components/ui/link.tsx), which do it by themselves.
 *
 * Plain TypeScript (no React, no DOM): also used by the build (prerender, sitemap) in Node.
 */

/** The path's language prefix without the slashes ('si'), or null for an English path. */
function prefixOf(pathname: string): Language | null {
  const first = /^\/([^/?#]+)(?=[/?#]|$)/.exec(pathname)?.[1];
  return first !== undefined && first !== defaultLanguage && isLanguage(first) ? first : null;
}

/** The language a path is in: its prefix, else English. */
export function languageOfPath(pathname: string): Language {
  return prefixOf(pathname) ?? defaultLanguage;
}

/**
 * The path without its language prefix: `/si` and `/si/` → `/`, `/si/browse/x?y` →
 * `/browse/x?y`. English paths are returned as they are.
 */
export function stripLanguage(path: string): string {
  const lang = prefixOf(path);
  if (!lang) return path;
  const rest = path.slice(lang.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Whether `to` is a path on this site (`/…`), not `//host`, a query, a hash or another scheme. */
function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/**
 * The same page in `lang`: `localizePath('/browse/x?y#z', 'si')` → `/si/browse/x?y#z`,
 * `localizePath('/', 'ta')` → `/ta/`, `localizePath('/si/post-ad', 'en')` → `/post-ad`.
 * A path already in another language is moved (so switching language is one call); anything
 * that is not a site path (`?a=b`, `#top`, `https://…`, `tel:…`) is returned unchanged.
 */
export function localizePath(to: string, lang: Language): string {
  if (!isSitePath(to)) return to;
  const path = stripLanguage(to);
  return lang === defaultLanguage ? path : `/${lang}${path}`;
}

/** The path in every language, for hreflang alternates and the sitemap. */
export function pathInEveryLanguage(path: string): { lang: Language; path: string }[] {
  return languageCodes.map((lang) => ({ lang, path: localizePath(path, lang) }));
}

/**
 * Where a visitor who opens `url` in a browser that remembers `lang` should go instead, or null:
 * only the English home page with no language in its address (`/`, `/?view=…`) follows the
 * remembered language (to `/si/…`, `/ta/…`, query and hash kept); every other address names its
 * language and is shown in it. Used by the app's entry (src/main.tsx) and the server's cookie
 * redirect (server/routes/app-files.ts).
 */
export function homeRedirectFor(
  url: { pathname: string; search: string; hash?: string },
  lang: Language,
): string | null {
  if (url.pathname !== '/' || lang === defaultLanguage) return null;
  return `${localizePath('/', lang)}${url.search}${url.hash ?? ''}`;
}
