import { randomBytes } from 'node:crypto';
import type {
  MessageWarning,
  ThreadReportReason,
  ThreadSide,
} from '@/domain/messages/message-schema';
import type { ModeratedThread } from '@/domain/moderation/admin-responses';
import type { LogAction, Moderator } from '../admin/moderation-repository';
import type { Db, Queryable } from '../db/db';

/** Days a thread stays open after its ad is sold or expires; then it only reads. */
export const THREAD_END_DAYS = 30;
/** The newest messages a read returns (limits keep threads far shorter). */
export const THREAD_READ_MAX = 500;

export type Message = {
  id: string;
  threadId: string;
  from: ThreadSide;
  text: string;
  sentAt: string;
  warnings: MessageWarning[];
  held: boolean;
};

/** A stored message; `repeated` when its key had been stored before (nothing new was written). */
export type Sent = { message: Message; repeated: boolean };

/** What deciding who may read a thread needs: both sides' token hashes, and its ad's state. */
export type ThreadRecord = {
  id: string;
  vehicleId: string;
  buyerHash: string;
  manageHash: string | null;
  title: string;
  adStatus: 'active' | 'sold' | 'expired' | 'held';
  hidden: boolean;
  endsAt: string | null;
  ended: boolean;
  reported: boolean;
  blockedSide: ThreadSide | null;
};

/** A thread in the moderators' queue: reported, or holding a message for review. */
export type { ModeratedThread };

export type ThreadDecision = 'release' | 'remove';

/** A decided held message: its ad, and its `seq` now (a released one's is new). */
export type Released = { vehicleId: string; title: string; seq: number; from: ThreadSide };

export type SellerThread = {
  id: string;
  createdAt: string;
  lastMessageAt: string;
  unread: number;
  last: Pick<Message, 'id' | 'from' | 'text' | 'sentAt' | 'warnings'> | null;
  reported: boolean;
  ended: boolean;
};

type MessageRow = {
  seq: string | number;
  threadId: string;
  sender: ThreadSide;
  body: string;
  createdAt: Date | string;
  warnings: string[];
  held: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toMessage = (row: MessageRow): Message => ({
  id: String(row.seq),
  threadId: row.threadId,
  from: row.sender,
  text: row.body,
  sentAt: iso(row.createdAt),
  warnings: row.warnings as MessageWarning[],
  held: row.held,
});

const MESSAGE_COLUMNS = `m.seq::text AS seq, m.thread_id AS "threadId", m.sender, m.body,
  m.created_at AS "createdAt", m.warnings, m.held`;

/** When a thread stops taking messages: 30 days after its ad was sold or expired. */
const ENDS_AT = `CASE WHEN v.status = 'sold' THEN v.sold_at + interval '${THREAD_END_DAYS} days'
  WHEN v.status = 'active' AND v.expires_at <= now()
    THEN v.expires_at + interval '${THREAD_END_DAYS} days' END`;

/** A held message is shown to its sender only. */
const VISIBLE_TO = `(NOT m.held OR m.sender = $VIEWER)`;

export const newThreadId = () => randomBytes(16).toString('base64url');

async function logDecision(
  tx: Queryable,
  who: Moderator,
  action: LogAction,
  vehicleId: string,
  reason: string,
) {
  await tx.query(
    `INSERT INTO moderation_log (action, vehicle_id, moderator, session, reason)
      VALUES ($1, $2, $3, $4, $5)`,
    [action, vehicleId, who.name, who.session, reason],
  );
}

/** The only SQL of messages. Message text never goes to a log from here. */
export function createMessageRepository(db: Db) {
  async function insertMessage(
    tx: Queryable,
    threadId: string,
    from: ThreadSide,
    text: string,
    warnings: readonly MessageWarning[],
    held: boolean,
    key: string | null = null,
  ): Promise<Sent> {
    // A repeated key inserts nothing and leaves the thread as it was: the stored copy is returned.
    const [row] = await tx.query<MessageRow>(
      `WITH m AS (INSERT INTO messages (thread_id, sender, body, warnings, held, client_key)
          VALUES ($1, $2, $3, $4::text[], $5, $6)
          ON CONFLICT (thread_id, client_key) WHERE client_key IS NOT NULL DO NOTHING
          RETURNING *),
        t AS (UPDATE message_threads SET last_message_at = now(),
            buyer_read = CASE WHEN $2 = 'buyer' THEN (SELECT seq FROM m) ELSE buyer_read END,
            seller_read = CASE WHEN $2 = 'seller' THEN (SELECT seq FROM m) ELSE seller_read END
          WHERE id = $1 AND EXISTS (SELECT 1 FROM m))
        SELECT ${MESSAGE_COLUMNS} FROM m`,
      [threadId, from, text, [...warnings], held, key],
    );
    if (row) return { message: toMessage(row), repeated: false };
    const [stored] = await tx.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.thread_id = $1 AND m.client_key = $2`,
      [threadId, key],
    );
    return { message: toMessage(stored!), repeated: true };
  }

  return {
    /**
     * A new thread and its first message, in one transaction. A repeat of the same start key
     * (hashed) opens the same thread: its buyer token becomes `buyerHash`, and the stored first
     * message is returned.
     */
    async startThread(input: {
      vehicleId: string;
      buyerHash: string;
      startKeyHash?: string | null;
      text: string;
      warnings: readonly MessageWarning[];
      held: boolean;
    }): Promise<Sent> {
      const id = newThreadId();
      return db.transaction(async (tx) => {
        const [thread] = await tx.query<{ id: string }>(
          `INSERT INTO message_threads (id, vehicle_id, buyer_hash, start_key_hash)
            VALUES ($1, $2, $3, $4)
            ON CONFLICT (vehicle_id, start_key_hash) WHERE start_key_hash IS NOT NULL
              DO UPDATE SET buyer_hash = EXCLUDED.buyer_hash
            RETURNING id`,
          [id, input.vehicleId, input.buyerHash, input.startKeyHash ?? null],
        );
        if (thread!.id !== id) {
          const [first] = await tx.query<MessageRow>(
            `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.thread_id = $1
              ORDER BY m.seq LIMIT 1`,
            [thread!.id],
          );
          return { message: toMessage(first!), repeated: true };
        }
        return insertMessage(tx, id, 'buyer', input.text, input.warnings, input.held);
      });
    },

    async thread(id: string): Promise<ThreadRecord | null> {
      const [row] = await db.query<
        Omit<ThreadRecord, 'endsAt' | 'ended'> & { endsAt: Date | string | null; ended: boolean }
      >(
        `SELECT t.id, t.vehicle_id AS "vehicleId", t.buyer_hash AS "buyerHash",
            v.manage_hash AS "manageHash", v.title,
            CASE WHEN v.status = 'active' AND v.expires_at <= now() THEN 'expired'
              ELSE v.status END AS "adStatus",
            v.hidden_at IS NOT NULL AS hidden, ${ENDS_AT} AS "endsAt",
            COALESCE(${ENDS_AT} <= now(), false) AS ended, t.reported_at IS NOT NULL AS reported,
            t.blocked_side AS "blockedSide"
          FROM message_threads t JOIN vehicles v ON v.id = t.vehicle_id WHERE t.id = $1`,
        [id],
      );
      return row ? { ...row, endsAt: row.endsAt ? iso(row.endsAt) : null } : null;
    },

    /** Stores a message once per `key` (null: always); `repeated` when the key was stored before. */
    send: (
      threadId: string,
      from: ThreadSide,
      text: string,
      warnings: readonly MessageWarning[],
      held: boolean,
      key: string | null = null,
    ) => db.transaction((tx) => insertMessage(tx, threadId, from, text, warnings, held, key)),

    /** The thread's messages after `after` as `viewer` sees them (held ones: only its sender's). */
    async messages(threadId: string, viewer: ThreadSide, after = 0): Promise<Message[]> {
      const rows = await db.query<MessageRow>(
        `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM messages m
            WHERE m.thread_id = $1 AND m.seq > $2 AND ${VISIBLE_TO.replace('$VIEWER', '$3')}
            ORDER BY m.seq DESC LIMIT ${THREAD_READ_MAX}) newest ORDER BY seq::bigint`,
        [threadId, after, viewer],
      );
      return rows.map(toMessage);
    },

    /** Every thread of an ad, as its seller sees them, after `after`. */
    async adMessages(vehicleId: string, after: number, limit = 200): Promise<Message[]> {
      const rows = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN message_threads t ON t.id = m.thread_id
          WHERE t.vehicle_id = $1 AND m.seq > $2 AND (NOT m.held OR m.sender = 'seller')
          ORDER BY m.seq LIMIT ${limit}`,
        [vehicleId, after],
      );
      return rows.map(toMessage);
    },

    async latestSeq(): Promise<number> {
      const [row] = await db.query<{ seq: string | null }>(
        'SELECT max(seq)::text AS seq FROM messages',
      );
      return Number(row?.seq ?? 0);
    },

    /** `side` has read up to `seq` (never backwards). */
    async markRead(threadId: string, side: ThreadSide, seq: number): Promise<void> {
      const column = side === 'buyer' ? 'buyer_read' : 'seller_read';
      await db.query(
        `UPDATE message_threads SET ${column} = GREATEST(${column}, $2) WHERE id = $1`,
        [threadId, seq],
      );
    },

    /** The seller's list: newest first, with what the seller has not read. */
    async sellerThreads(vehicleId: string): Promise<SellerThread[]> {
      const rows = await db.query<{
        id: string;
        createdAt: Date | string;
        lastMessageAt: Date | string;
        unread: number;
        reported: boolean;
        ended: boolean;
        lastSeq: string | null;
        lastFrom: ThreadSide | null;
        lastText: string | null;
        lastAt: Date | string | null;
        lastWarnings: string[] | null;
      }>(
        `SELECT t.id, t.created_at AS "createdAt", t.last_message_at AS "lastMessageAt",
            (SELECT count(*)::int FROM messages m WHERE m.thread_id = t.id
              AND m.sender = 'buyer' AND NOT m.held AND m.seq > t.seller_read) AS unread,
            t.reported_at IS NOT NULL AS reported, COALESCE(${ENDS_AT} <= now(), false) AS ended,
            l.seq::text AS "lastSeq", l.sender AS "lastFrom", l.body AS "lastText", l.created_at AS "lastAt",
            l.warnings AS "lastWarnings"
          FROM message_threads t JOIN vehicles v ON v.id = t.vehicle_id
          LEFT JOIN LATERAL (SELECT m.seq, m.sender, m.body, m.created_at, m.warnings FROM messages m
            WHERE m.thread_id = t.id AND (NOT m.held OR m.sender = 'seller')
            ORDER BY m.seq DESC LIMIT 1) l ON true
          WHERE t.vehicle_id = $1 ORDER BY t.last_message_at DESC LIMIT 200`,
        [vehicleId],
      );
      return rows.map((row) => ({
        id: row.id,
        createdAt: iso(row.createdAt),
        lastMessageAt: iso(row.lastMessageAt),
        unread: row.unread,
        reported: row.reported,
        ended: row.ended,
        last:
          row.lastSeq && row.lastFrom && row.lastAt
            ? {
                id: row.lastSeq,
                from: row.lastFrom,
                text: row.lastText ?? '',
                sentAt: iso(row.lastAt),
                warnings: (row.lastWarnings ?? []) as MessageWarning[],
              }
            : null,
      }));
    },

    /** What the other side has not read (the buyer's Messages page). */
    async unreadFor(threadId: string, side: ThreadSide): Promise<number> {
      const other = side === 'buyer' ? 'seller' : 'buyer';
      const column = side === 'buyer' ? 'buyer_read' : 'seller_read';
      const [row] = await db.query<{ unread: number }>(
        `SELECT count(*)::int AS unread FROM messages m JOIN message_threads t ON t.id = m.thread_id
          WHERE t.id = $1 AND m.sender = $2 AND NOT m.held AND m.seq > t.${column}`,
        [threadId, other],
      );
      return row?.unread ?? 0;
    },

    /** First report wins; false when the thread was already reported. */
    async report(threadId: string, side: ThreadSide, reason: ThreadReportReason) {
      const rows = await db.query(
        `UPDATE message_threads SET reported_at = now(), reported_by = $2, report_reason = $3
          WHERE id = $1 AND reported_at IS NULL RETURNING id`,
        [threadId, side, reason],
      );
      return rows.length > 0;
    },

    /** Reported threads and threads holding a message, oldest waiting first, whole. */
    async moderationQueue(): Promise<ModeratedThread[]> {
      const threads = await db.query<{
        id: string;
        vehicleId: string;
        title: string;
        reportedAt: Date | string | null;
        reportedBy: ThreadSide | null;
        reason: ThreadReportReason | null;
        blockedSide: ThreadSide | null;
      }>(
        `SELECT t.id, t.vehicle_id AS "vehicleId", v.title, t.reported_at AS "reportedAt",
            t.reported_by AS "reportedBy", t.report_reason AS reason, t.blocked_side AS "blockedSide"
          FROM message_threads t JOIN vehicles v ON v.id = t.vehicle_id
          WHERE t.reported_at IS NOT NULL
            OR EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id AND m.held)
          ORDER BY COALESCE(t.reported_at, t.last_message_at) LIMIT 100`,
      );
      if (threads.length === 0) return [];
      const rows = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.thread_id = ANY ($1::text[])
          ORDER BY m.seq`,
        [threads.map((thread) => thread.id)],
      );
      return threads.map((thread) => ({
        ...thread,
        reportedAt: thread.reportedAt ? iso(thread.reportedAt) : null,
        messages: rows.filter((row) => row.threadId === thread.id).map(toMessage),
      }));
    },

    /**
     * Lets a held message through or removes it; logged. A released message takes a new `seq`:
     * to its recipient it is new now, so open streams (whose position is past its old number),
     * a reconnect's Last-Event-ID and the unread counts all see it as they see a message just
     * sent. Its `sentAt` stays when it was written.
     */
    async decideHeld(
      threadId: string,
      seq: number,
      decision: ThreadDecision,
      who: Moderator,
    ): Promise<Released | null> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<Released & { seq: string }>(
          decision === 'release'
            ? `WITH m AS (UPDATE messages m SET held = false,
                  seq = nextval(pg_get_serial_sequence('messages', 'seq'))
                WHERE m.seq = $1 AND m.thread_id = $2 AND m.held
                RETURNING m.seq, m.sender, m.thread_id),
              t AS (UPDATE message_threads t SET last_message_at = now()
                FROM m WHERE t.id = m.thread_id RETURNING t.vehicle_id)
              SELECT t.vehicle_id AS "vehicleId", v.title, m.seq::text AS seq, m.sender AS "from"
                FROM m, t JOIN vehicles v ON v.id = t.vehicle_id`
            : `DELETE FROM messages m USING message_threads t, vehicles v
                WHERE m.seq = $1 AND m.thread_id = $2 AND t.id = m.thread_id AND m.held
                  AND v.id = t.vehicle_id
                RETURNING t.vehicle_id AS "vehicleId", v.title, m.seq::text AS seq,
                  m.sender AS "from"`,
          [seq, threadId],
        );
        const [row] = rows;
        if (!row) return null;
        await logDecision(
          tx,
          who,
          decision === 'release' ? 'release_message' : 'remove_message',
          row.vehicleId,
          threadId,
        );
        return { ...row, seq: Number(row.seq) };
      });
    },

    /** Blocks one side of a thread from sending (or dismisses the report); logged. */
    async moderate(
      threadId: string,
      action: 'block_buyer' | 'block_seller' | 'dismiss',
      who: Moderator,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ vehicleId: string }>(
          action === 'dismiss'
            ? `UPDATE message_threads SET reported_at = NULL, reported_by = NULL, report_reason = NULL
                WHERE id = $1 RETURNING vehicle_id AS "vehicleId"`
            : `UPDATE message_threads SET blocked_side = $2 WHERE id = $1
                RETURNING vehicle_id AS "vehicleId"`,
          action === 'dismiss'
            ? [threadId]
            : [threadId, action === 'block_buyer' ? 'buyer' : 'seller'],
        );
        const [row] = rows;
        if (!row) return false;
        await logDecision(
          tx,
          who,
          action === 'dismiss' ? 'dismiss_thread' : 'block_sender',
          row.vehicleId,
          `${threadId} ${action}`,
        );
        return true;
      });
    },

    /** The moderators' phrases, split into all of them and the ones that hold messages. */
    async phrases(): Promise<{ all: string[]; holding: string[] }> {
      const rows = await db.query<{ phrase: string; holds: boolean }>(
        'SELECT phrase, holds_messages AS holds FROM scam_phrases ORDER BY phrase',
      );
      return {
        all: rows.map((row) => row.phrase),
        holding: rows.filter((row) => row.holds).map((row) => row.phrase),
      };
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
