import { matchPath } from 'react-router';
import type { Language } from '@/i18n/languages';
import { manageLoader } from '@/lib/own-ads/use-manage-state';
import { renderWithProviders } from '@/testing/render-app';
import { buildVehicle } from '@/testing/test-vehicle';
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

/** The manage API's answer for ad-1 (a Honda Dio, active), with what a test changes. */
export function buildManageState(overrides: Record<string, unknown> = {}) {
  return {
    vehicle: buildVehicle({ id: 'ad-1', make: 'Honda', model: 'Dio' }),
    status: 'active',
    listed: true,
    hidden: false,
    expiresAt: '2026-12-01T00:00:00.000Z',
    canRenew: true,
    lifetimeDays: 5,
    version: 1,
    ...overrides,
  };
}
