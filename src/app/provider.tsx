import type { ReactNode } from 'react';
import { I18nProvider } from '@/i18n/i18n-provider';
import { defaultLanguage } from '@/i18n/languages';

/**
 * `hydrating`: the first render must match the prerendered HTML, which is in the default
 * language (src/app/prerender.tsx); the visitor's own choice follows at once.
 */
export function AppProvider({
  children,
  hydrating = false,
}: {
  children: ReactNode;
  hydrating?: boolean;
}) {
  return (
    <I18nProvider firstRenderIn={hydrating ? defaultLanguage : undefined}>{children}</I18nProvider>
  );
}
