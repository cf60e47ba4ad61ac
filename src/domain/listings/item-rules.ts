import type { ItemAd } from './item-schema';

/**
 * The part and gear rules a page needs, with nothing heavy behind them (no zod, no search
 * tables): the ad page's chunk imports these alone. item-schema.ts and fitment.ts re-export them.
 */

/** One bike a part fits: a make and model, from one year to another (null: open ended). */
export type Fitment = {
  make: string;
  model: string;
  yearFrom: number | null;
  yearTo: number | null;
};

/** A helmet without the SLS mark: not for road use in Sri Lanka (its card and page say so). */
export function lacksSlsMark(ad: ItemAd): boolean {
  return ad.kind === 'gear' && ad.category === 'helmets' && ad.slsMark === false;
}

/** "Bajaj Pulsar 150 2012–2020", as the ad's search text and card show a fitment. */
export function fitmentText(fit: Fitment): string {
  const years =
    fit.yearFrom === null && fit.yearTo === null
      ? ''
      : fit.yearFrom === fit.yearTo
        ? ` ${fit.yearFrom}`
        : ` ${fit.yearFrom ?? ''}–${fit.yearTo ?? ''}`;
  return `${fit.make} ${fit.model}${years}`;
}
