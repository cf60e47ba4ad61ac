import { defaultLanguage, isLanguage, languageCodes, type Language } from './languages';

// English keeps the spec's routes; other languages live under their code. No React or DOM: the
// build uses it in Node.

function prefixOf(pathname: string): Language | null {
  const first = /^\/([^/?#]+)(?=[/?#]|$)/.exec(pathname)?.[1];
  return first !== undefined && first !== defaultLanguage && isLanguage(first) ? first : null;
}

export function languageOfPath(pathname: string): Language {
  return prefixOf(pathname) ?? defaultLanguage;
}

export function stripLanguage(path: string): string {
  const lang = prefixOf(path);
  if (!lang) return path;
  const rest = path.slice(lang.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/** `/si/post-ad` → `/ta/post-ad`; anything that is not a site path is returned unchanged. */
export function localizePath(to: string, lang: Language): string {
  if (!isSitePath(to)) return to;
  const path = stripLanguage(to);
  return lang === defaultLanguage ? path : `/${lang}${path}`;
}

export function pathInEveryLanguage(path: string): { lang: Language; path: string }[] {
  return languageCodes.map((lang) => ({ lang, path: localizePath(path, lang) }));
}

/** Only the bare English home page follows the remembered language; other addresses name theirs. */
export function homeRedirectFor(
  url: { pathname: string; search: string; hash?: string },
  lang: Language,
): string | null {
  if (url.pathname !== '/' || lang === defaultLanguage) return null;
  return `${localizePath('/', lang)}${url.search}${url.hash ?? ''}`;
}
