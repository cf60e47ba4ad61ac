// @vitest-environment node
import {
  isComparable,
  judgePrice,
  percentileCont,
  priceCheckAmong,
  priceStats,
  type PricedAd,
} from './fair-price';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

function ad(id: string, price: number | null, fields: Partial<PricedAd> = {}): PricedAd {
  return {
    id,
    make: 'TVS',
    model: 'Ntorq 125',
    year: 2020,
    price,
    postedAt: daysAgo(3),
    ...fields,
  };
}

test('percentiles interpolate like PostgreSQL percentile_cont', () => {
  expect(percentileCont([10], 0.25)).toBe(10);
  expect(percentileCont([100, 200, 300, 400, 500], 0.25)).toBe(200);
  expect(percentileCont([100, 200, 300, 400, 500, 600], 0.25)).toBe(225);
  expect(percentileCont([100, 200, 300, 400, 500, 600], 0.75)).toBe(475);
  expect(percentileCont([], 0.5)).toBeNaN();
});

test('fewer than five comparables give no verdict; five do', () => {
  expect(priceStats([1, 2, 3, 4])).toBeNull();
  expect(priceStats([500, 100, 300, 200, 400])).toEqual({ count: 5, p25: 200, p75: 400 });
});

test('at or below the 25th percentile is good, at or above the 75th above market', () => {
  const stats = { count: 7, p25: 380_000, p75: 520_000 };
  expect(judgePrice(380_000, stats)?.verdict).toBe('good');
  expect(judgePrice(379_999, stats)?.verdict).toBe('good');
  expect(judgePrice(380_001, stats)?.verdict).toBe('fair');
  expect(judgePrice(519_999, stats)?.verdict).toBe('fair');
  expect(judgePrice(520_000, stats)?.verdict).toBe('above');
  expect(judgePrice(900_000, stats)).toEqual({ ...stats, verdict: 'above' });
});

test('an ad without a price, or without enough comparables, gets nothing', () => {
  expect(judgePrice(null, { count: 9, p25: 1, p75: 2 })).toBeNull();
  expect(judgePrice(100, null)).toBeNull();
  expect(judgePrice(100, { count: 4, p25: 1, p75: 2 })).toBeNull();
});

test('comparables: same make and model in any case, a year either side, recent, priced, for sale', () => {
  const mine = ad('mine', 400_000);
  expect(isComparable(mine, ad('a', 1, { make: 'tvs', model: ' NTORQ 125' }), NOW)).toBe(true);
  expect(isComparable(mine, ad('b', 1, { year: 2019 }), NOW)).toBe(true);
  expect(isComparable(mine, ad('c', 1, { year: 2021 }), NOW)).toBe(true);
  expect(isComparable(mine, ad('d', 1, { year: 2022 }), NOW)).toBe(false);
  expect(isComparable(mine, ad('e', 1, { model: 'Jupiter' }), NOW)).toBe(false);
  expect(isComparable(mine, ad('f', 1, { make: 'Honda' }), NOW)).toBe(false);
  expect(isComparable(mine, ad('g', null), NOW)).toBe(false);
  expect(isComparable(mine, ad('h', 1, { postedAt: daysAgo(181) }), NOW)).toBe(false);
  expect(isComparable(mine, ad('i', 1, { postedAt: daysAgo(179) }), NOW)).toBe(true);
  expect(isComparable(mine, ad('j', 1, { soldAt: daysAgo(1) }), NOW)).toBe(false);
  expect(isComparable(mine, ad('mine', 1), NOW)).toBe(false);
});

test('among seven Ntorqs the cheapest is a good price and the dearest above market', () => {
  const prices = [380_000, 400_000, 420_000, 450_000, 470_000, 500_000, 520_000];
  const ads = prices.map((price, i) => ad(`n${i}`, price));
  expect(priceCheckAmong(ads[0]!, ads, NOW)?.verdict).toBe('good');
  expect(priceCheckAmong(ads[3]!, ads, NOW)?.verdict).toBe('fair');
  expect(priceCheckAmong(ads[6]!, ads, NOW)).toEqual({
    count: 6,
    p25: 405_000,
    p75: 465_000,
    verdict: 'above',
  });
  // Five comparables at least: with five ads, each has only four others.
  expect(priceCheckAmong(ads[0]!, ads.slice(0, 5), NOW)).toBeNull();
  expect(priceCheckAmong(ad('x', null), ads, NOW)).toBeNull();
});
