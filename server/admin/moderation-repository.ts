import type { AdAction, LogAction, ReportReason } from '@/domain/moderation/moderation-terms';
import { normaliseSriLankanPhone } from '@/domain/vehicles/phone';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { ITEM_JSON, ownerFromItemRow } from '../listings/item-rows';
import type { Db, Queryable } from '../db/db';
import type { VehicleRepository } from '../vehicles/vehicle-repository';
import { ownerFromRow, LISTED, VEHICLE_COLUMNS, type VehicleRow } from '../vehicles/vehicle-rows';

export {
  adActions,
  logOnlyActions,
  reportReasons,
  type AdAction,
  type LogAction,
  type ReportReason,
} from '@/domain/moderation/moderation-terms';
export type Moderator = { name: string; session: string };

export type AdminReport = { reason: ReportReason; note: string; createdAt: string; open: boolean };

/** Any kind of ad: a vehicle (`vehicle`) or a part or gear ad (`item`), one queue. */
export type AdminAd = {
  id: string;
  kind: 'vehicle' | 'part' | 'gear';
  vehicle: Vehicle | null;
  item: ItemAd | null;
  status: 'active' | 'sold' | 'deleted' | 'held';
  hidden: boolean;
  listed: boolean;
  phoneBlocked: boolean;
  openReports: number;
  reasons: Partial<Record<ReportReason, number>>;
  reports: AdminReport[];
};

export type LogEntry = {
  id: number;
  action: LogAction;
  vehicleId: string | null;
  phone: string | null;
  moderator: string;
  session: string;
  reason: string;
  createdAt: string;
};

const QUEUE_MAX = 100;
const REPORTS_SHOWN = 20;

const iso = (value: Date | string) => new Date(value).toISOString();

/** PGlite returns json as text, pg as parsed values. */
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

type AdminAdRow = VehicleRow &
  Pick<AdminAd, 'kind' | 'status' | 'hidden' | 'listed' | 'phoneBlocked'> & {
    itemAd: ItemAd | string | null;
    reports: unknown;
    reasons: unknown;
  };

export function phoneKey(phone: string): string {
  return normaliseSriLankanPhone(phone) ?? phone.trim();
}

/**
 * Reports, the moderation queue, blocked phones, admin sessions and the moderation log.
 * Ad visibility itself goes through the vehicle repository, so its caches are cleared at once.
 */
export function createModerationRepository(db: Db, vehicles: VehicleRepository) {
  async function log(
    tx: Queryable,
    who: Moderator,
    action: LogAction,
    target: { vehicleId?: string; phone?: string },
    reason: string,
  ) {
    await tx.query(
      `INSERT INTO moderation_log (action, vehicle_id, phone, moderator, session, reason)
        VALUES ($1, $2, $3, $4, $5, $6)`,
      [action, target.vehicleId ?? null, target.phone ?? null, who.name, who.session, reason],
    );
  }

  async function isBlocked(phone: string): Promise<boolean> {
    const rows = await db.query('SELECT 1 FROM blocked_phones WHERE phone = $1', [phoneKey(phone)]);
    return rows.length > 0;
  }

  async function adViews(where: string, params: unknown[]): Promise<AdminAd[]> {
    const rows = await db.query<AdminAdRow>(
      `WITH chosen AS (${where})
      SELECT ${VEHICLE_COLUMNS}, kind,
        CASE WHEN kind <> 'vehicle' THEN ${ITEM_JSON} END AS "itemAd",
        status, hidden_at IS NOT NULL AS hidden, ${LISTED} AS listed,
        EXISTS (SELECT 1 FROM blocked_phones b WHERE b.phone = vehicles.phone
          OR regexp_replace(b.phone, '\\D', '', 'g') = regexp_replace(vehicles.phone, '\\D', '', 'g'))
          AS "phoneBlocked",
        (SELECT coalesce(json_agg(r), '[]') FROM (
          SELECT reason, note, created_at AS "createdAt", resolved_at IS NULL AS open
            FROM reports WHERE vehicle_id = vehicles.id
            ORDER BY created_at DESC, id DESC LIMIT ${REPORTS_SHOWN}) r) AS reports,
        (SELECT coalesce(json_object_agg(reason, n), '{}') FROM (
          SELECT reason, count(*)::int AS n FROM reports
            WHERE vehicle_id = vehicles.id AND resolved_at IS NULL GROUP BY reason) c) AS reasons
      FROM chosen JOIN vehicles ON vehicles.id = chosen.ad
      ORDER BY chosen.rank`,
      params,
    );
    return rows.map(
      ({ kind, itemAd, status, hidden, listed, phoneBlocked, reports, reasons, ...ad }) => {
        const counts = parsed<AdminAd['reasons']>(reasons);
        return {
          id: ad.id,
          kind,
          // Moderators see the number whole (they block phones), shown or not.
          vehicle: kind === 'vehicle' ? ownerFromRow(ad) : null,
          item: kind !== 'vehicle' && itemAd !== null ? ownerFromItemRow({ ad: itemAd }) : null,
          status,
          hidden,
          listed,
          phoneBlocked,
          openReports: Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0),
          reasons: counts,
          reports: parsed<AdminReport[]>(reports).map((row) => ({
            ...row,
            createdAt: iso(row.createdAt),
          })),
        };
      },
    );
  }

  async function adView(id: string): Promise<AdminAd | null> {
    const [ad] = await adViews('SELECT $1::text AS ad, 0 AS rank', [id]);
    return ad ?? null;
  }

  return {
    isBlocked,
    adView,

    async addReport(report: {
      vehicleId: string;
      reason: ReportReason;
      note: string;
      reporter: string;
    }): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO reports (vehicle_id, reason, note, reporter) VALUES ($1, $2, $3, $4)
          ON CONFLICT (vehicle_id, reporter) DO NOTHING RETURNING id`,
        [report.vehicleId, report.reason, report.note, report.reporter],
      );
      return rows.length > 0;
    },

    async queue(): Promise<AdminAd[]> {
      return adViews(
        `SELECT vehicle_id AS ad, row_number() OVER (ORDER BY max(created_at) DESC, vehicle_id)
          AS rank FROM reports WHERE resolved_at IS NULL
          GROUP BY vehicle_id ORDER BY rank LIMIT ${QUEUE_MAX}`,
        [],
      );
    },

    /**
     * Hides, restores, deletes or keeps (dismiss) an ad; its open reports are decided by it.
     * Logged even when the ad was already in that state, so the log shows every decision. The
     * action, the reports and the log entry are stored together or not at all. Returns the
     * addresses of photos a delete let go, for the caller to delete after.
     */
    async act(id: string, action: AdAction, who: Moderator, reason: string): Promise<string[]> {
      const dropped = await db.transaction(async (tx) => {
        let photos: string[] = [];
        if (action === 'hide') await vehicles.setHidden(id, true, tx);
        else if (action === 'restore') await vehicles.setHidden(id, false, tx);
        else if (action === 'delete') photos = (await vehicles.remove(id, tx)) ?? [];
        await tx.query(
          'UPDATE reports SET resolved_at = now() WHERE vehicle_id = $1 AND resolved_at IS NULL',
          [id],
        );
        await log(tx, who, action, { vehicleId: id }, reason);
        return photos;
      });
      vehicles.changed();
      return dropped;
    },

    async setPhoneBlocked(
      phone: string,
      blocked: boolean,
      who: Moderator,
      reason: string,
    ): Promise<string> {
      const key = phoneKey(phone);
      await db.transaction(async (tx) => {
        await tx.query(
          blocked
            ? 'INSERT INTO blocked_phones (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING'
            : 'DELETE FROM blocked_phones WHERE phone = $1',
          [key],
        );
        await log(tx, who, blocked ? 'block_phone' : 'unblock_phone', { phone: key }, reason);
      });
      return key;
    },

    async blockedPhones(): Promise<Array<{ phone: string; blockedAt: string }>> {
      const rows = await db.query<{ phone: string; blockedAt: Date | string }>(
        `SELECT phone, blocked_at AS "blockedAt" FROM blocked_phones
          ORDER BY blocked_at DESC LIMIT 200`,
      );
      return rows.map((row) => ({ phone: row.phone, blockedAt: iso(row.blockedAt) }));
    },

    async recentLog(limit = 50): Promise<LogEntry[]> {
      const rows = await db.query<Omit<LogEntry, 'createdAt'> & { createdAt: Date | string }>(
        `SELECT id::int AS id, action, vehicle_id AS "vehicleId", phone, moderator, session, reason,
            created_at AS "createdAt"
          FROM moderation_log ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },

    async createSession(tokenHash: string, moderator: string, expiresAt: Date): Promise<void> {
      await db.query(
        `WITH expired AS (DELETE FROM admin_sessions WHERE expires_at < now())
        INSERT INTO admin_sessions (token_hash, moderator, expires_at) VALUES ($1, $2, $3)`,
        [tokenHash, moderator, expiresAt.toISOString()],
      );
    },

    async findSession(tokenHash: string): Promise<{ moderator: string; expiresAt: string } | null> {
      const [row] = await db.query<{ moderator: string; expiresAt: Date | string }>(
        `SELECT moderator, expires_at AS "expiresAt" FROM admin_sessions
          WHERE token_hash = $1 AND expires_at > now()`,
        [tokenHash],
      );
      return row ? { moderator: row.moderator, expiresAt: iso(row.expiresAt) } : null;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenHash]);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
