import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { I18nProvider } from '@/i18n/i18n-provider';
import { rememberLanguage } from '@/i18n/language-choice';
import { languageOfPath, localizePath } from '@/i18n/localized-path';
import type { Language } from '@/i18n/languages';
import { isLanguageLoaded, loadLanguage } from '@/i18n/registry';

/** The language is the URL's, so prerender and first render agree; the last is kept for `/`. */
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
      const to = `${localizePath(pathname, next)}${search}${hash}`;
      if (isLanguageLoaded(next)) return void navigate(to, { preventScrollReset: true });
      // The other language's texts first; if they cannot load, the page itself (prerendered).
      loadLanguage(next).then(
        () => void navigate(to, { preventScrollReset: true }),
        () => window.location.assign(to),
      );
    },
    [navigate],
  );

  return (
    <I18nProvider lang={lang} onChange={switchTo}>
      {children}
    </I18nProvider>
  );
}
