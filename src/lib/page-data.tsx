import { createContext, useContext, type ReactNode } from 'react';
import type { LoanToValueRules } from '@/domain/leasing/loan-to-value';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Language } from '@/i18n/languages';
import type { GoneAd } from '@/lib/api/api-client';
import type { VehiclePage } from '@/lib/api/vehicles-api';
import { toScriptJson } from '@/lib/script-json';

/**
 * One ad as its page loader found it: the ad, why it is gone, or nothing (unknown id); with the
 * address of its link-preview image per language when the server makes them.
 */
export type AdLookup = {
  vehicle: Vehicle | null;
  gone: GoneAd | null;
  previews?: Partial<Record<Language, string>>;
};

/**
 * What the server rendered a page with, sent once in the HTML (a JSON script block) so the app
 * hydrates from the same data: no second request on load, nothing swapped under the visitor.
 */
export type PageData = {
  /** The site's public origin (PUBLIC_URL): canonical and share links name it. */
  origin?: string;
  vehicle?: { id: string } & AdLookup;
  /** A list's first page, for the URL (path and query) it was rendered for. */
  listing?: { url: string; page: VehiclePage };
  /** The home page's newest ads. */
  latest?: Vehicle[];
  /** The leasing calculator's caps and rates as the moderators last set them. */
  leaseRules?: LoanToValueRules;
};

/** Where a page loader gets its data on the server (server/pages implements it). */
export interface PageDataSource {
  lookupVehicle(id: string): Promise<AdLookup>;
  listVehicles(type: string, search: URLSearchParams): Promise<VehiclePage>;
  latestVehicles(limit: number): Promise<Vehicle[]>;
  leaseRules(): Promise<LoanToValueRules>;
}

export type PageLoader = (args: {
  params: Record<string, string | undefined>;
  url: URL;
  source: PageDataSource;
}) => Promise<{ data: PageData; status?: number }>;

export const PAGE_DATA_ID = 'page-data';

const PageDataContext = createContext<PageData>({});

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/** The page's data for its JSON script block. */
export function serialisePageData(data: PageData): string {
  return toScriptJson(data);
}

/** The page's data block, read once by the app before it hydrates (empty on a static host). */
export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as PageData) : {};
  } catch (error) {
    console.error('[page] unreadable page data', error);
    return {};
  }
}
