import type { Queryable } from '../db/db';
import { LISTED } from './vehicle-rows';

/** The kinds of ad whose pages the server renders: vehicles at /vehicle/…, parts and gear at /item/…. */
export const SITEMAP_KINDS = ['vehicle', 'part', 'gear'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export type SitemapAd = { id: string; kind: SitemapKind; lastmod: string };

type Row = { id: string; kind: SitemapKind; postedAt: Date | string };

/** Not sold ads, which the lists keep a week: nobody should land on an ad they cannot buy. */
const FOR_SALE = `${LISTED} AND status = 'active' AND kind IN (${SITEMAP_KINDS.map((kind) => `'${kind}'`).join(', ')})`;

const BATCH = 1000;

/** A batch at a time, so no file is held in memory. */
export function createSitemapRepository(db: Queryable) {
  const toAd = (row: Row): SitemapAd => ({
    id: row.id,
    kind: row.kind,
    lastmod: new Date(row.postedAt).toISOString(),
  });

  return {
    async countListed(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM vehicles WHERE ${FOR_SALE}`,
      );
      return row?.n ?? 0;
    },

    /** The first batch by position, the rest by the last id (keyset): index range scans. */
    async *listed(skip: number, take: number): AsyncGenerator<SitemapAd> {
      let left = take;
      let rows = await db.query<Row>(
        `SELECT id, kind, posted_at AS "postedAt" FROM vehicles WHERE ${FOR_SALE}
          ORDER BY id OFFSET $1 LIMIT $2`,
        [skip, Math.min(BATCH, left)],
      );
      while (rows.length > 0) {
        for (const row of rows) yield toAd(row);
        left -= rows.length;
        if (left <= 0 || rows.length < BATCH) return;
        rows = await db.query<Row>(
          `SELECT id, kind, posted_at AS "postedAt" FROM vehicles WHERE ${FOR_SALE} AND id > $1
            ORDER BY id LIMIT $2`,
          [rows.at(-1)!.id, Math.min(BATCH, left)],
        );
      }
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
