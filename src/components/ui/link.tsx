import { useCallback, type ComponentProps, type MouseEvent } from 'react';
import {
  Navigate as RouterNavigate,
  useHref,
  useLinkClickHandler,
  useNavigate,
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

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load, as a plain link (the error page uses it to start afresh). */
  reloadDocument?: boolean;
};

/** The router's own Link brings framework-mode prefetching along (~2 KB gzip): this is the rest. */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  ...props
}: LinkProps) {
  const { lang } = useTranslation();
  const localized = localizeTo(to, lang);
  const href = useHref(localized);
  const navigate = useLinkClickHandler(localized, {
    replace,
    state,
    target: props.target,
    preventScrollReset,
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
  return <a {...props} href={href} onClick={handleClick} />;
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
