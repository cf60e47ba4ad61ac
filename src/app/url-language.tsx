import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Navigate } from '@/components/ui/link';
import { I18nProvider } from '@/i18n/i18n-provider';
import { rememberLanguage } from '@/i18n/language-choice';
import { languageOfPath, localizePath } from '@/i18n/localized-path';
import type { Language } from '@/i18n/languages';

/**
 * The page's language is its URL's: `/si/…` is Sinhala, `/ta/…` Tamil, everything
 * else English, so a prerendered page and its first render always agree. Choosing another
 * language opens the same page (query and #hash kept) under the other prefix, as a new history
 * entry; the language of every page shown is remembered, which is where `/` sends the visitor
 * next time (src/main.tsx, and the server's cookie redirect).
 */
export function UrlLanguage({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = languageOfPath(location.pathname);
  const here = useRef(location);
  useLayoutEffect(() => {
    here.current = location;
  });

  useEffect(() => rememberLanguage(lang), [lang]);

  const switchTo = useCallback(
    (next: Language) => {
      const { pathname, search, hash } = here.current;
      void navigate(`${localizePath(pathname, next)}${search}${hash}`);
    },
    [navigate],
  );

  return (
    <I18nProvider lang={lang} onChange={switchTo}>
      {children}
    </I18nProvider>
  );
}

/** The `:lang?` route: a first segment that is not a language prefix is not a page (→ home). */
export function LanguageGate() {
  const { lang } = useParams();
  if (lang !== undefined && languageOfPath(`/${lang}`) === 'en') {
    return <Navigate to="/" replace />;
  }
  return <Outlet />;
}
