import type { ItemAd } from '@/domain/listings/item-schema';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { ITEM_JSON, ownerFromItemRow } from '../listings/item-rows';
import type { Db, Queryable } from '../db/db';
import type { Moderator } from '../admin/moderation-repository';
import { ownerFromRow, LISTED, VEHICLE_COLUMNS, type VehicleRow } from '../vehicles/vehicle-rows';
import { createHashIndex } from './hash-index';
import { COPY_MAX_DISTANCE, type PhotoHash } from './photo-hash';
import { phraseKey, PHRASE_MIN_KEY } from './scam-phrases';

export type PhotoMatch = { index: number; vehicleId: string; photo: string; distance: number };

export type HeldReason = {
  /** A part that carries an engine or chassis number: held until a moderator has looked. */
  papers?: boolean;
  phrase: string | null;
  copied: { photo: string | null; vehicleId: string; matchPhoto: string; distance: number } | null;
};

/**
 * A held ad of any kind, one queue: a vehicle (`vehicle`) or a part or gear (`item`). `papers`:
 * a part that carries an engine or chassis number, its seller having confirmed owning it and
 * holding its papers.
 */
export type HeldAd = {
  id: string;
  kind: 'vehicle' | 'part' | 'gear';
  vehicle: Vehicle | null;
  item: ItemAd | null;
  heldAt: string;
  papers: boolean;
} & Omit<HeldReason, 'papers'>;

export type HeldDecision = 'approve' | 'reject';

type HeldRow = VehicleRow & {
  kind: HeldAd['kind'];
  itemAd: ItemAd | string | null;
  papers: boolean;
  heldAt: Date | string;
  phrase: string | null;
  heldPhoto: string | null;
  matchVehicleId: string | null;
  matchPhoto: string | null;
  distance: number | null;
};

/** Moderators' edits here clear it at once. */
const PHRASES_TTL_MS = 10_000;

export function createScreeningRepository(db: Db, options: { onChange: () => void }) {
  let phrases: { at: number; list: string[] } | null = null;
  const index = createHashIndex();

  async function listPhrases(): Promise<string[]> {
    const rows = await db.query<{ phrase: string }>(
      'SELECT phrase FROM scam_phrases ORDER BY phrase',
    );
    return rows.map((row) => row.phrase);
  }

  async function log(
    tx: Queryable,
    who: Moderator,
    action: string,
    id: string | null,
    reason = '',
  ) {
    await tx.query(
      `INSERT INTO moderation_log (action, vehicle_id, moderator, session, reason)
        VALUES ($1, $2, $3, $4, $5)`,
      [action, id, who.name, who.session, reason],
    );
  }

  return {
    async activePhrases(): Promise<string[]> {
      if (phrases && Date.now() - phrases.at < PHRASES_TTL_MS) return phrases.list;
      phrases = { at: Date.now(), list: await listPhrases() };
      return phrases.list;
    },

    listPhrases,

    /** The phrases that also hold messages for review (issue 46), in the list's order. */
    async holdingPhrases(): Promise<string[]> {
      const rows = await db.query<{ phrase: string }>(
        'SELECT phrase FROM scam_phrases WHERE holds_messages ORDER BY phrase',
      );
      return rows.map((row) => row.phrase);
    },

    /**
     * Marks a listed phrase to hold messages or not, logged in the same transaction. False when
     * no such phrase is listed; true (and no log entry) when it was already so.
     */
    async setPhraseHolds(phrase: string, holds: boolean, who: Moderator): Promise<boolean> {
      const text = phrase.normalize('NFC').trim().replace(/\s+/g, ' ');
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ holds: boolean }>(
          'SELECT holds_messages AS holds FROM scam_phrases WHERE phrase = $1 FOR UPDATE',
          [text],
        );
        if (!row) return false;
        if (row.holds === holds) return true;
        await tx.query('UPDATE scam_phrases SET holds_messages = $2 WHERE phrase = $1', [
          text,
          holds,
        ]);
        await log(tx, who, holds ? 'hold_phrase' : 'unhold_phrase', null, text);
        return true;
      });
    },

    /** Logged in the same transaction; false if nothing changed. */
    async setPhrase(phrase: string, present: boolean, who: Moderator): Promise<boolean> {
      const text = phrase.normalize('NFC').trim().replace(/\s+/g, ' ');
      if (phraseKey(text).length < PHRASE_MIN_KEY) return false;
      const changed = await db.transaction(async (tx) => {
        const rows = await tx.query(
          present
            ? 'INSERT INTO scam_phrases (phrase) VALUES ($1) ON CONFLICT DO NOTHING RETURNING phrase'
            : 'DELETE FROM scam_phrases WHERE phrase = $1 RETURNING phrase',
          [text],
        );
        if (rows.length) await log(tx, who, present ? 'add_phrase' : 'remove_phrase', null, text);
        return rows.length > 0;
      });
      phrases = null;
      return changed;
    },

    /** `exceptId`: an edited ad's own photos are no copy, whatever its phone now is. */
    async findCopiedPhoto(
      hashes: readonly PhotoHash[],
      phone: string,
      exceptId = '',
    ): Promise<PhotoMatch | null> {
      const wanted = hashes
        .map((photo, index) => ({ index, hash: photo.hash.toString(), plain: photo.plain }))
        .filter((photo) => !photo.plain);
      if (wanted.length === 0) return null;
      const fresh = await db.query<{ seq: number; hash: string }>(
        `SELECT seq::float8 AS seq, hash::text AS hash FROM photo_hashes
          WHERE seq > $1 AND NOT plain ORDER BY seq`,
        [index.last],
      );
      index.add(fresh.map((row) => ({ seq: Number(row.seq), hash: BigInt(row.hash) })));
      const near = wanted.flatMap((photo) =>
        index
          .near(BigInt(photo.hash), COPY_MAX_DISTANCE)
          .map((found) => ({ ...found, index: photo.index })),
      );
      if (near.length === 0) return null;
      // Only candidates still on a listed ad of another phone count.
      const live = await db.query<{ seq: number; vehicleId: string; photo: string }>(
        `SELECT p.seq::float8 AS seq, v.id AS "vehicleId", p.photo
          FROM photo_hashes p JOIN vehicles v ON v.id = p.vehicle_id
          WHERE p.seq = ANY ($1::bigint[]) AND v.phone <> $2 AND v.id <> $3
            AND (p.photo = v.image OR p.photo = ANY (v.gallery)) AND ${LISTED}`,
        [near.map((found) => found.seq), phone, exceptId],
      );
      const bySeq = new Map(live.map((row) => [Number(row.seq), row]));
      const best = near
        .filter((found) => bySeq.has(found.seq))
        .sort((x, y) => x.distance - y.distance || x.index - y.index)[0];
      const match = best && bySeq.get(best.seq);
      const row: PhotoMatch | null =
        best && match
          ? {
              index: best.index,
              distance: best.distance,
              vehicleId: match.vehicleId,
              photo: match.photo,
            }
          : null;
      return row ?? null;
    },

    /** Inside the ad's own insert or edit; an edit held again reopens its review. */
    async record(
      tx: Queryable,
      vehicleId: string,
      photos: ReadonlyArray<{ url: string; hash: PhotoHash }>,
      held: HeldReason | null,
    ): Promise<void> {
      if (photos.length) {
        const rows = photos.map(({ url, hash }) => ({
          photo: url,
          hash: hash.hash.toString(),
          plain: hash.plain,
        }));
        await tx.query(
          `INSERT INTO photo_hashes (photo, vehicle_id, hash, plain)
            SELECT photo, $2, hash, plain FROM jsonb_to_recordset($1::jsonb)
              AS r(photo text, hash bigint, plain boolean)
            ON CONFLICT (photo) DO NOTHING`,
          [JSON.stringify(rows), vehicleId],
        );
      }
      if (!held) return;
      await tx.query(
        `INSERT INTO held_ads (vehicle_id, phrase, photo, match_vehicle_id, match_photo, distance,
            papers)
          VALUES ($1, $2, $3, $4, $5, $6, $7)
          ON CONFLICT (vehicle_id) DO UPDATE SET phrase = $2, photo = $3, match_vehicle_id = $4,
            match_photo = $5, distance = $6, papers = $7, created_at = now(), decided_at = NULL,
            decision = NULL`,
        [
          vehicleId,
          held.phrase,
          held.copied?.photo ?? null,
          held.copied?.vehicleId ?? null,
          held.copied?.matchPhoto ?? null,
          held.copied?.distance ?? null,
          held.papers ?? false,
        ],
      );
    },

    async heldAds(limit = 100): Promise<HeldAd[]> {
      const rows = await db.query<HeldRow>(
        `SELECT ${VEHICLE_COLUMNS}, vehicles.kind,
            CASE WHEN vehicles.kind <> 'vehicle' THEN ${ITEM_JSON} END AS "itemAd",
            h.papers, h.created_at AS "heldAt", h.phrase, h.photo AS "heldPhoto",
            h.match_vehicle_id AS "matchVehicleId", h.match_photo AS "matchPhoto", h.distance
          FROM held_ads h JOIN vehicles ON vehicles.id = h.vehicle_id
          WHERE h.decided_at IS NULL AND vehicles.status = 'held'
          ORDER BY h.created_at, h.vehicle_id LIMIT $1`,
        [limit],
      );
      return rows.map(
        ({
          kind,
          itemAd,
          papers,
          heldAt,
          phrase,
          heldPhoto,
          matchVehicleId,
          matchPhoto,
          distance,
          ...ad
        }) => ({
          id: ad.id,
          kind,
          vehicle: kind === 'vehicle' ? ownerFromRow(ad) : null,
          item: kind !== 'vehicle' && itemAd !== null ? ownerFromItemRow({ ad: itemAd }) : null,
          papers: papers === true,
          heldAt: new Date(heldAt).toISOString(),
          phrase,
          copied:
            matchVehicleId && matchPhoto
              ? { photo: heldPhoto, vehicleId: matchVehicleId, matchPhoto, distance: distance ?? 0 }
              : null,
        }),
      );
    },

    async countHeld(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM vehicles WHERE status = 'held'",
      );
      return row?.n ?? 0;
    },

    /** Logged in the same transaction; false when the ad is not held (any more). */
    async decide(id: string, decision: HeldDecision, who: Moderator, reason: string) {
      const done = await db.transaction(async (tx) => {
        const rows = await tx.query(
          // A sold ad held for an edit goes back to sold.
          `UPDATE vehicles SET status = CASE WHEN $2 = 'active' AND sold_at IS NOT NULL
              THEN 'sold' ELSE $2 END
            WHERE id = $1 AND status = 'held' RETURNING id`,
          [id, decision === 'approve' ? 'active' : 'deleted'],
        );
        if (rows.length === 0) return false;
        await tx.query(
          `UPDATE held_ads SET decided_at = now(), decision = $2
            WHERE vehicle_id = $1 AND decided_at IS NULL`,
          [id, decision],
        );
        await log(tx, who, decision, id, reason);
        return true;
      });
      if (done) options.onChange();
      return done;
    },
  };
}

export type ScreeningRepository = ReturnType<typeof createScreeningRepository>;
