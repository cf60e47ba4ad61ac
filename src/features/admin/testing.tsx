import type { Language } from '@/i18n/languages';
import { renderWithProviders } from '@/testing/render-app';
import { adminLoader } from './api/admin-loader';
import { AdminPage } from './components/admin-page';

/** For tests: /admin on its route with its loader, as the app opens it. */
export function openAdminPage(lang: Language = 'en') {
  return renderWithProviders(<AdminPage />, { lang, clientLoader: adminLoader });
}
