import { matchPath } from 'react-router';
import type { Language } from '@/i18n/languages';
import { manageLoader } from '@/lib/own-ads/use-manage-state';
import { renderWithProviders } from '@/testing/render-app';
import { ManageAdPage } from './components/manage-ad-page';

/** The app's manage route, with its language prefix. */
const PATH = '/:lang?/manage/:id';

/**
 * For tests: the manage page opened from its link (`address`, with its #token), on the app's
 * route with its loader, as a first load does it.
 */
export function openManagePage(address: string, lang: Language = 'en', state?: unknown) {
  window.history.replaceState(null, '', address);
  const { pathname } = new URL(address, window.location.origin);
  const id = matchPath(PATH, pathname)?.params.id ?? '';
  return renderWithProviders(<ManageAdPage id={id} />, {
    lang,
    route: { pathname, state },
    path: PATH,
    clientLoader: manageLoader,
  });
}
