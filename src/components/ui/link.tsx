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

/** Links keep the page's language; ESLint sends every `Link`, `Navigate` and `useNavigate` here. */
export function localizeTo(to: To, lang: Language): To {
  if (typeof to === 'string') return localizePath(to, lang);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, lang) } : to;
}

export function Link({ to, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { lang } = useTranslation();
  return <RouterLink to={localizeTo(to, lang)} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  const { lang } = useTranslation();
  return <RouterNavigate to={localizeTo(to, lang)} {...props} />;
}

export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const { lang } = useTranslation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, lang), options),
    [navigate, lang],
  );
}

/** For URLs that are not links (share, copy). */
export function useLocalizedPath(): (path: string) => string {
  const { lang } = useTranslation();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
