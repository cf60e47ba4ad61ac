import { useCallback, type Ref } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type To,
} from 'react-router';
import { localizePath } from '@/i18n/localized-path';
import type { Language } from '@/i18n/languages';
import { useTranslation } from '@/i18n/use-translation';

/**
 * The app's links and navigations keep the page's language: an absolute path
 * (`paths.browse.getHref('sport')`) is sent to `/si/browse/sport` on a Sinhala page and
 * `/ta/browse/sport` on a Tamil one. Relative targets (`?sort=…`, `#section`) already stay
 * under the current path. ESLint sends every `Link`, `Navigate` and `useNavigate` here.
 */
export function localizeTo(to: To, lang: Language): To {
  if (typeof to === 'string') return localizePath(to, lang);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, lang) } : to;
}

/** react-router's `<Link>` in the current language. */
export function Link({ to, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { lang } = useTranslation();
  return <RouterLink to={localizeTo(to, lang)} {...props} />;
}

/** react-router's `<Navigate>` in the current language. */
export function Navigate({ to, ...props }: NavigateProps) {
  const { lang } = useTranslation();
  return <RouterNavigate to={localizeTo(to, lang)} {...props} />;
}

/** `useNavigate()` in the current language (`navigate(-1)` is history, as before). */
export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const { lang } = useTranslation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, lang), options),
    [navigate, lang],
  );
}

/** A site path (`paths.*.getHref()`) in the current language, for URLs that are not links (share, copy). */
export function useLocalizedPath(): (path: string) => string {
  const { lang } = useTranslation();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
