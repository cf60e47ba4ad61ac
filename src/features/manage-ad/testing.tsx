import type { Language } from '@/i18n/languages';
import { manageLoader } from '@/lib/own-ads/use-manage-state';
import { renderWithProviders } from '@/testing/render-app';
import { ManageAdPage } from './components/manage-ad-page';

/**
 * For tests: the manage page opened from its link (`address`, with its #token), on the app's
 * route with its loader, as a first load does it.
 */
export function openManagePage(address: string, lang: Language = 'en', state?: unknown) {
  window.history.replaceState(null, '', address);
  const { pathname } = new URL(address, window.location.origin);
  const id = decodeURIComponent(/\/manage\/([^/]+)/.exec(pathname)?.[1] ?? '');
  return renderWithProviders(<ManageAdPage id={id} />, {
    lang,
    route: { pathname, state },
    path: '/:lang?/manage/:id',
    clientLoader: manageLoader,
  });
}
