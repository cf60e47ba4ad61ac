import type { Queryable } from '../db/db';
import { LISTED } from './vehicle-rows';

/** An ad as the sitemap names it: its id and when it last changed (ISO timestamp). */
export type SitemapAd = { id: string; lastmod: string };

type Row = { id: string; postedAt: Date | string };

/**
 * Ads search engines should find: those the lists show (LISTED), but not the sold ones, which
 * the lists keep for a week marked Sold: nobody should land on an ad they cannot buy.
 */
const FOR_SALE = `${LISTED} AND status = 'active'`;

/** Rows read per query while a sitemap file is streamed. */
const BATCH = 1000;

/**
 * The live sitemap's reads: the ads for sale (not sold, expired, hidden or deleted), in id order,
 * a batch at a time so no file is held in memory.
 */
export function createSitemapRepository(db: Queryable) {
  const toAd = (row: Row): SitemapAd => ({
    id: row.id,
    lastmod: new Date(row.postedAt).toISOString(),
  });

  return {
    async countListed(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM vehicles WHERE ${FOR_SALE}`,
      );
      return row?.n ?? 0;
    },

    /**
     * The listed ads from the `skip`-th on (in id order), at most `take` of them. The first batch
     * is found by position, the rest by the last id read (keyset), each an index range scan.
     */
    async *listed(skip: number, take: number): AsyncGenerator<SitemapAd> {
      let left = take;
      let rows = await db.query<Row>(
        `SELECT id, posted_at AS "postedAt" FROM vehicles WHERE ${FOR_SALE}
          ORDER BY id OFFSET $1 LIMIT $2`,
        [skip, Math.min(BATCH, left)],
      );
      while (rows.length > 0) {
        for (const row of rows) yield toAd(row);
        left -= rows.length;
        if (left <= 0 || rows.length < BATCH) return;
        rows = await db.query<Row>(
          `SELECT id, posted_at AS "postedAt" FROM vehicles WHERE ${FOR_SALE} AND id > $1
            ORDER BY id LIMIT $2`,
          [rows.at(-1)!.id, Math.min(BATCH, left)],
        );
      }
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
