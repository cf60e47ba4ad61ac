import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { I18nProvider } from '@/i18n/i18n-provider';
import type { Language } from '@/i18n/languages';

type Options = { lang?: Language; route?: string; path?: string } & Omit<RenderOptions, 'wrapper'>;

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { lang = 'en', route = '/', path = '*', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider initialLanguage={lang}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nProvider>
    );
  }
  return render(
    <Routes>
      <Route path={path} element={ui} />
    </Routes>,
    { wrapper: Wrapper, ...rest },
  );
}
