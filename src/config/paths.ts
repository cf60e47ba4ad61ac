import { isItemId } from '../domain/listings/item-id.ts';
import type { VehicleType } from '@/domain/vehicles/vehicle-types';

/** Every route and in-app URL. Build no app URL strings anywhere else. */
export const homeViews = ['home', 'spare-parts', 'biker-gear'] as const;
export type HomeView = (typeof homeViews)[number];

export function parseHomeView(value: string | null): HomeView {
  return value === 'spare-parts' || value === 'biker-gear' ? value : 'home';
}

export const paths = {
  home: {
    path: '/',
    getHref: (view: HomeView = 'home', hash?: string) =>
      `/${view === 'home' ? '' : `?view=${view}`}${hash ? `#${hash}` : ''}`,
  },
  browse: {
    path: '/browse/:type',
    getHref: (type: VehicleType | 'all', search?: string) =>
      `/browse/${type}${search ? `?${search}` : ''}`,
  },
  vehicle: {
    path: '/vehicle/:id',
    getHref: (id: string) => `/vehicle/${encodeURIComponent(id)}`,
  },
  /** The Spare Parts or Biker Gear view with a search (item-search.ts's parameters). */
  itemList: {
    getHref: (kind: 'part' | 'gear', search = '') =>
      `/?view=${kind === 'part' ? 'spare-parts' : 'biker-gear'}${search ? `&${search}` : ''}`,
  },
  /** A spare part or riding gear ad's page. */
  item: {
    path: '/item/:id',
    getHref: (id: string) => `/item/${encodeURIComponent(id)}`,
  },
  /** Any ad's page, by its id: a part or gear ad's, or a vehicle's. */
  ad: {
    getHref: (id: string) =>
      isItemId(id) ? `/item/${encodeURIComponent(id)}` : `/vehicle/${encodeURIComponent(id)}`,
  },
  postAd: {
    path: '/post-ad',
    getHref: () => '/post-ad',
  },
  /** The token rides in the #fragment, so it never reaches a server log or a Referer header. */
  manage: {
    path: '/manage/:id',
    getHref: (id: string, token?: string) =>
      `/manage/${encodeURIComponent(id)}${token ? `#${token}` : ''}`,
  },
  editAd: {
    path: '/manage/:id/edit',
    getHref: (id: string, token?: string) =>
      `/manage/${encodeURIComponent(id)}/edit${token ? `#${token}` : ''}`,
  },
  admin: {
    path: '/admin',
    getHref: () => '/admin',
  },
  saved: {
    path: '/saved',
    getHref: () => '/saved',
  },
  /** This browser's saved list searches, with what is new in each (not prerendered either). */
  savedSearches: {
    path: '/saved-searches',
    getHref: () => '/saved-searches',
  },
  /** The conversations this browser started with sellers (kept on this device only). */
  messages: {
    path: '/messages',
    getHref: () => '/messages',
  },
  /** One conversation; its token rides in the #fragment, like the manage link's. */
  thread: {
    path: '/messages/:threadId',
    getHref: (id: string, token?: string) =>
      `/messages/${encodeURIComponent(id)}${token ? `#${token}` : ''}`,
  },
  /** Up to three ads side by side; the ids ride in the query, so the page is shareable. */
  compare: {
    path: '/compare',
    getHref: (ids: readonly string[] = []) =>
      ids.length > 0 ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare',
  },
} as const;
