import { createContext, useContext, type ReactNode } from 'react';
import type { LoanToValueRules } from '@/domain/leasing/loan-to-value';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { Language } from '@/i18n/languages';
import type { GoneAd } from '@/lib/api/api-client';
import type { ItemPage } from '@/lib/api/items-api';
import type { ItemKind } from '@/domain/listings/item-types';
import type { VehiclePage } from '@/lib/api/vehicles-api';
import { toScriptJson } from '@/lib/script-json';

export type AdLookup = {
  vehicle: Vehicle | null;
  gone: GoneAd | null;
  previews?: Partial<Record<Language, string>>;
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
  /** The compare page's ads, in the URL's order: each the ad or why it is gone. */
  compare?: { ads: Array<{ id: string } & Pick<AdLookup, 'vehicle' | 'gone'>> };
};

export interface PageDataSource {
  lookupVehicle(id: string): Promise<AdLookup>;
  lookupItem(id: string): Promise<ItemLookup>;
  /** The page the URL names: its filters and sort, from its `after` cursor (list-cursor.ts). */
  listVehicles(type: string, search: URLSearchParams): Promise<VehiclePage>;
  latestVehicles(limit: number): Promise<Vehicle[]>;
  /** A page of a parts or gear list, read from the view's URL parameters (and `after` cursor). */
  listItems(kind: ItemKind, search: URLSearchParams): Promise<ItemPage>;
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

export function serialisePageData(data: PageData): string {
  return toScriptJson(data);
}

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
