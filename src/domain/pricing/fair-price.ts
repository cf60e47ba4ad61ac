import { foldText } from '../search/search-key';

export const FAIR_PRICE_RULES = {
  /** Fewer comparables than this: no verdict (a few ads say little about a market). */
  minComparables: 5,
  /** Only ads posted this recently: older prices describe another market. */
  windowDays: 180,
  yearSpread: 1,
  /** At or below this percentile: "Good price"; at or above `high`: "Above market". */
  low: 0.25,
  high: 0.75,
} as const;

export type PriceVerdict = 'good' | 'fair' | 'above';

export type PriceStats = { count: number; p25: number; p75: number };

export type PriceCheck = PriceStats & { verdict: PriceVerdict };

export type PricedAd = {
  id: string;
  make: string;
  model: string;
  year: number;
  price: number | null;
  postedAt: string;
  soldAt?: string | null;
};

/** Interpolated exactly as PostgreSQL's percentile_cont, so the browser and the server agree. */
export function percentileCont(sorted: readonly number[], fraction: number): number {
  return percentileContOf(sorted.length, (i) => sorted[i]!, fraction);
}

/** The same over `count` ascending values read through `valueAt` (a list with one left out). */
export function percentileContOf(
  count: number,
  valueAt: (index: number) => number,
  fraction: number,
): number {
  if (count === 0) return Number.NaN;
  const position = fraction * (count - 1);
  const below = Math.floor(position);
  const low = valueAt(below);
  return low + (valueAt(Math.ceil(position)) - low) * (position - below);
}

export function priceStats(prices: readonly number[]): PriceStats | null {
  if (prices.length < FAIR_PRICE_RULES.minComparables) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p25: percentileCont(sorted, FAIR_PRICE_RULES.low),
    p75: percentileCont(sorted, FAIR_PRICE_RULES.high),
  };
}

export function judgePrice(price: number | null, stats: PriceStats | null): PriceCheck | null {
  if (price === null || !stats || stats.count < FAIR_PRICE_RULES.minComparables) return null;
  const verdict: PriceVerdict = price <= stats.p25 ? 'good' : price >= stats.p75 ? 'above' : 'fair';
  return { ...stats, verdict };
}

/** Folded as the server's index folds make and model. */
export function modelKey(ad: Pick<PricedAd, 'make' | 'model'>): string {
  return `${foldText(ad.make)}\n${foldText(ad.model)}`;
}

const DAY_MS = 86_400_000;

export function isComparable(ad: PricedAd, other: PricedAd, now: number): boolean {
  if (other.id === ad.id || other.price === null || other.soldAt) return false;
  if (Math.abs(other.year - ad.year) > FAIR_PRICE_RULES.yearSpread) return false;
  const posted = Date.parse(other.postedAt);
  if (!(posted > now - FAIR_PRICE_RULES.windowDays * DAY_MS)) return false;
  return modelKey(other) === modelKey(ad);
}

/** Among `ads` (a static host's own list: samples and this browser's ads). */
export function priceCheckAmong(
  ad: PricedAd,
  ads: readonly PricedAd[],
  now = Date.now(),
): PriceCheck | null {
  if (ad.price === null || ad.soldAt) return null;
  const prices = ads.filter((other) => isComparable(ad, other, now)).map((other) => other.price!);
  return judgePrice(ad.price, priceStats(prices));
}
