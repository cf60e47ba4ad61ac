import type { Queryable } from '../db/db';

/** An ad can be renewed in its last 7 days (or after it expired). */
export const RENEW_WINDOW_DAYS = 7;

/** A sold ad shows "Sold" in lists and on its page this long, then leaves (vehicle-rows LISTED). */
export const SOLD_SHOWN_DAYS = 7;

/**
 * The writes that move an ad through its life after posting: sold, renewed, deleted, hidden by a
 * moderator. Each calls `changed` (caches start afresh, listeners are told) unless it runs inside
 * a caller's transaction, whose caller announces the change after committing.
 */
export function createAdLifecycle(db: Queryable, lifetimeDays: number, changed: () => void) {
  return {
    /** Marks an active ad sold; false when it is not active. */
    async markSold(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE vehicles SET status = 'sold', sold_at = now()
          WHERE id = $1 AND status = 'active' RETURNING id`,
        [id],
      );
      changed();
      return rows.length > 0;
    },

    /**
     * Puts a sold ad back on sale while it still shows as sold (its first 7 days): a tap on
     * "Mark as sold" by mistake, or a buyer who never came. False when it is not so.
     */
    async relist(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE vehicles SET status = 'active', sold_at = NULL
          WHERE id = $1 AND status = 'sold' AND sold_at > now() - interval '${SOLD_SHOWN_DAYS} days'
          RETURNING id`,
        [id],
      );
      changed();
      return rows.length > 0;
    },

    /** Another 60 days from now, for an active ad in its last 7 days (or expired); else false. */
    async renew(id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE vehicles SET expires_at = now() + make_interval(days => ${lifetimeDays})
          WHERE id = $1 AND status = 'active'
            AND expires_at < now() + make_interval(days => ${RENEW_WINDOW_DAYS}) RETURNING id`,
        [id],
      );
      changed();
      return rows.length > 0;
    },

    /**
     * Deletes an ad: gone from lists and search at once; its page says it was deleted. The row
     * stops naming its photos; their addresses are returned for the caller to delete once the
     * change is stored (the sweep removes any a crash leaves). Null: already deleted. Inside a
     * caller's transaction (`tx`) the caller announces the change after committing.
     */
    async remove(id: string, tx?: Queryable): Promise<string[] | null> {
      const rows = await (tx ?? db).query<{ image: string; gallery: string[] }>(
        `UPDATE vehicles v SET status = 'deleted', image = '', gallery = '{}'
          FROM (SELECT id, image, gallery FROM vehicles WHERE id = $1 FOR UPDATE) old
          WHERE v.id = old.id AND v.status <> 'deleted' RETURNING old.image, old.gallery`,
        [id],
      );
      if (!tx) changed();
      const [row] = rows;
      return row ? [row.image, ...row.gallery].filter(Boolean) : null;
    },

    /** A moderator hides an ad (or restores it): out of (back in) lists at once. */
    async setHidden(id: string, hidden: boolean, tx?: Queryable): Promise<boolean> {
      const rows = await (tx ?? db).query<{ id: string }>(
        hidden
          ? 'UPDATE vehicles SET hidden_at = now() WHERE id = $1 AND hidden_at IS NULL RETURNING id'
          : 'UPDATE vehicles SET hidden_at = NULL WHERE id = $1 AND hidden_at IS NOT NULL RETURNING id',
        [id],
      );
      if (!tx) changed();
      return rows.length > 0;
    },
  };
}
