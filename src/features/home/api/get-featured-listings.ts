import type { FeaturedListing } from '@/data/featured-listings';
import { loadChunk } from '@/lib/load-chunk';

let cached: Promise<FeaturedListing[] | null> | null = null;

/**
 * The featured cards come from the sample vehicle catalogue, which is parsed with zod: load it
 * as its own chunk so it stays out of the home page's first-load JavaScript. The promise is
 * cached (React's `use` needs a stable one); a failure resolves to null and is retried next time.
 */
export function getFeaturedListings(): Promise<FeaturedListing[] | null> {
  cached ??= loadChunk(() => import('@/data/featured-listings'))
    .then((module) => module.getFeaturedListings())
    .catch((error: unknown) => {
      console.error('[home] featured listings failed to load', error);
      cached = null;
      return null;
    });
  return cached;
}
