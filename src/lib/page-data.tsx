import { useEffect, useMemo, useRef } from 'react';
import {
  data as withStatus,
  useLoaderData,
  useLocation,
  useMatches,
  useRevalidator,
  type LoaderFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import type { LoanToValueRules } from '@/domain/leasing/loan-to-value';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Language } from '@/i18n/languages';
import { hasServer } from '@/lib/api/api-base';
import type { GoneAd } from '@/lib/api/api-client';
import type { ItemPage } from '@/lib/api/items-api';
import type { ItemKind } from '@/domain/listings/item-types';
import type { VehiclePage } from '@/lib/api/vehicles-api';
import { toScriptJson } from '@/lib/script-json';

export type AdLookup = {
  vehicle: Vehicle | null;
  gone: GoneAd | null;
  previews?: Partial<Record<Language, string>>;
  /** In the browser: the server did not answer; the copy kept from an earlier visit, if any. */
  unreachable?: { copy: { vehicle: Vehicle; savedAt: string } | null };
};

/** A part or gear ad for its page: the ad while listed, else why it is gone (null: unknown). */
export type ItemLookup = {
  ad: ItemAd | null;
  gone: GoneAd | null;
  previews?: Partial<Record<Language, string>>;
};

/** Sent in the HTML so the app hydrates from the same data: no second request on load. */
export type PageData = {
  origin?: string;
  vehicle?: { id: string } & AdLookup;
  /** A spare part or riding gear ad's page (`/item/:id`). */
  item?: { id: string } & ItemLookup;
  listing?: { url: string; page: VehiclePage };
  /** The Spare Parts or Biker Gear view's first page of live ads, for this URL. */
  items?: { url: string; page: ItemPage };
  latest?: Vehicle[];
  /** The leasing calculator's caps and rates as the moderators last set them. */
  leaseRules?: LoanToValueRules;
  /** In the browser: the server did not answer this page's loader (its page says so, or retries). */
  unanswered?: true;
  /** The compare page's ads, in the URL's order: each the ad or why it is gone. */
  compare?: { ads: Array<{ id: string } & Pick<AdLookup, 'vehicle' | 'gone' | 'unreachable'>> };
};

export interface PageDataSource {
  lookupVehicle(id: string): Promise<AdLookup>;
  lookupItem(id: string): Promise<ItemLookup>;
  /** The page the URL names: its filters and sort, from its `after` cursor (list-cursor.ts). */
  listVehicles(type: string, search: URLSearchParams): Promise<VehiclePage>;
  latestVehicles(limit: number): Promise<Vehicle[]>;
  /** A page of a parts or gear list, read from the view's URL parameters (and `after` cursor). */
  listItems(kind: ItemKind, search: URLSearchParams): Promise<ItemPage>;
  /** The moderators' rules: the server's own (the API shows them to moderators only). */
  leaseRules?(): Promise<LoanToValueRules>;
}

export type PageLoader = (args: {
  params: Record<string, string | undefined>;
  url: URL;
  source: PageDataSource;
}) => Promise<{ data: PageData; status?: number }>;

export const PAGE_DATA_ID = 'page-data';

/** What the server hands its loaders (createStaticHandler's requestContext). */
export type PageContext = { source: PageDataSource; origin: string };

/**
 * Where a loader reads from in the browser: the API on a marketplace server (its code loads with
 * the first navigation that needs data), none on a static host.
 */
const browserSource = (): Promise<PageDataSource | null> =>
  hasServer()
    ? import('@/lib/api/page-data-api').then(({ apiPageSource }) => apiPageSource)
    : Promise.resolve(null);

/**
 * A page's loader as React Router runs it: on the server with the database's source, in the
 * browser with the API's (a static host has none: its pages show the samples at once).
 */
export function routeLoader(load: PageLoader): LoaderFunction {
  return async ({ request, params, context }) => {
    const url = new URL(request.url);
    const server = (context as Partial<PageContext> | undefined)?.source;
    if (server) {
      const { data, status = 200 } = await load({ params, url, source: server });
      return status === 200 ? data : withStatus(data, { status });
    }
    if (!hasServer()) return {};
    try {
      // The API's client is a chunk of its own: with the server gone it may not load either.
      const source = await browserSource();
      if (!source) return {};
      return (await load({ params, url, source })).data;
    } catch (error) {
      if (request.signal.aborted) throw error;
      // The page shows what it can without the server (its samples, a kept copy) and says so.
      console.error('[page] the server did not answer', error);
      return { unanswered: true } satisfies PageData;
    }
  };
}

/** A loader that runs in the browser only, also when a server-rendered page hydrates. */
export type BrowserLoader = LoaderFunction & { hydrate: true };

/**
 * A page's loader for data only this browser holds (a manage link's #token, this browser's saved
 * ids), as React Router's data router provides for it: `hydrate` runs it when the page hydrates
 * too, while the server's render (and the build's) shows the page waiting, with `null` for data.
 */
export function browserLoader<T>(load: (args: LoaderFunctionArgs) => Promise<T>): BrowserLoader {
  const loader = async (args: LoaderFunctionArgs): Promise<T | null> => {
    const onServer =
      (args.context as Partial<PageContext> | undefined)?.source !== undefined ||
      typeof document === 'undefined';
    return onServer ? null : load(args);
  };
  return Object.assign(loader, { hydrate: true as const });
}

/**
 * A browserLoader's answer, or null while it has not answered: the server's and the build's
 * render (null, or `{}` in a prerendered page's data) and a page hydrating. `field` is one the
 * answer always has.
 */
export function useBrowserLoaderData<T extends object>(field: keyof T): T | null {
  const data = useLoaderData<T | Record<string, never> | null>();
  return data && field in data ? (data as T) : null;
}

/**
 * For a page showing what only this browser holds (saved ids, kept conversations): when that
 * changes without a navigation (another tab) and `unanswered` says the loader's answer does not
 * cover it, asks the loader again, once at a time.
 */
export function useAskAgainWhen(unanswered: boolean): void {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (unanswered && state === 'idle') void revalidate();
  }, [unanswered, state, revalidate]);
}

/**
 * The link's #fragment while the address bar shows the page `request` loads (a first load, or a
 * revalidation there); null on a navigation, whose loader runs before the address changes.
 */
export function linkFragment(request: Request): string | null {
  const here = window.location.pathname === new URL(request.url).pathname;
  return here ? window.location.hash.slice(1) : null;
}

/**
 * For a page whose browserLoader reads the link's #fragment (a token): a new fragment in the
 * address bar (a link pasted into the same tab) asks the loader again, which React Router does not
 * do for a change of the fragment alone.
 */
export function useReloadOnNewFragment(): void {
  const { hash } = useLocation();
  const { revalidate } = useRevalidator();
  const shown = useRef(hash);
  useEffect(() => {
    if (hash === shown.current) return;
    shown.current = hash;
    void revalidate();
  }, [hash, revalidate]);
}

/** The loaders' data for the page shown: the root's (origin) and the page's own. */
export function usePageData(): PageData {
  const matches = useMatches();
  return useMemo(() => {
    let merged: PageData = {};
    for (const match of matches) {
      if (match.data && typeof match.data === 'object') merged = { ...merged, ...match.data };
    }
    return merged;
  }, [matches]);
}

/** The loaders' data of a server-rendered page, as createBrowserRouter's `hydrationData`. */
export type HydrationData = {
  loaderData: Record<string, unknown>;
  errors?: Record<string, unknown> | null;
};

export function serialisePageData(data: HydrationData): string {
  return toScriptJson(data);
}

export function readPageData(doc: Document = document): HydrationData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<HydrationData> | null;
    return data && typeof data.loaderData === 'object' ? (data as HydrationData) : null;
  } catch (error) {
    console.error('[page] unreadable page data', error);
    return null;
  }
}
