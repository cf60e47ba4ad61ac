import { paths } from '@/config/paths';
import { isLanguage, type Language } from '@/i18n/languages';
import { localizePath } from '@/i18n/localized-path';
import type { Send } from '../alerts/alert-job';
import type { PushTarget } from '../alerts/alerts-repository';
import type { Db } from '../db/db';

/** One push per ad and browser in this long, however many messages arrive. */
export const MESSAGE_PUSH_GAP_SECONDS = 30;
/** Browsers one ad pushes to (a seller's phone, laptop, …). */
const TARGETS_PER_AD = 10;

type Log = { warn: (object: object, message: string) => void };

export type MessagePushSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang: string;
};

/**
 * Web Push for a seller's new messages, through the alerts' sender (its endpoint allow-list and
 * private-address guard). The payload names the ad only: no message text, no buyer.
 */
export function createMessagePush(options: { db: Db; send: Send; log: Log }) {
  const { db, send, log } = options;
  return {
    async subscribe(vehicleId: string, input: MessagePushSubscription): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO push_subscriptions (endpoint, p256dh, auth, lang) VALUES ($1, $2, $3, $4)
           ON CONFLICT (endpoint) DO UPDATE SET p256dh = $2, auth = $3, lang = $4, updated_at = now()
           RETURNING id::text`,
          [input.endpoint, input.keys.p256dh, input.keys.auth, input.lang],
        );
        const [{ n }] = (await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM push_message_ads WHERE vehicle_id = $1',
          [vehicleId],
        )) as [{ n: number }];
        if (n >= TARGETS_PER_AD) {
          // The oldest browser makes room: a seller's new phone is the one that matters.
          await tx.query(
            `DELETE FROM push_message_ads WHERE (subscription_id, vehicle_id) IN (
               SELECT subscription_id, vehicle_id FROM push_message_ads WHERE vehicle_id = $1
               ORDER BY created_at LIMIT 1)`,
            [vehicleId],
          );
        }
        await tx.query(
          `INSERT INTO push_message_ads (subscription_id, vehicle_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [row!.id, vehicleId],
        );
      });
    },

    async unsubscribe(vehicleId: string, endpoint: string): Promise<void> {
      await db.query(
        `DELETE FROM push_message_ads p USING push_subscriptions s
          WHERE s.id = p.subscription_id AND p.vehicle_id = $1 AND s.endpoint = $2`,
        [vehicleId, endpoint],
      );
    },

    /**
     * A buyer wrote about ad `vehicleId`: every browser its seller opted in gets a push, unless
     * it had one in the last 30 s. Claimed in one statement, so two instances never both push.
     */
    async notify(vehicleId: string, title: string): Promise<number> {
      const targets = await db.query<PushTarget>(
        `UPDATE push_message_ads p SET last_pushed_at = now() FROM push_subscriptions s
          WHERE p.vehicle_id = $1 AND s.id = p.subscription_id
            AND (p.last_pushed_at IS NULL
              OR p.last_pushed_at < now() - make_interval(secs => ${MESSAGE_PUSH_GAP_SECONDS}))
          RETURNING s.id::text AS id, s.endpoint, s.p256dh, s.auth, s.lang`,
        [vehicleId],
      );
      let sent = 0;
      for (const target of targets) {
        const lang: Language = isLanguage(target.lang) ? target.lang : 'en';
        const outcome = await send(target, {
          kind: 'message',
          lang,
          title,
          // The seller's manage page: its token is in this browser already (never in a push).
          url: localizePath(paths.manage.getHref(vehicleId), lang),
          tag: `messages-${vehicleId}`,
        });
        if (outcome === 'sent') sent += 1;
        if (outcome === 'gone') {
          await db
            .query('DELETE FROM push_subscriptions WHERE id = $1', [target.id])
            .catch((error: unknown) =>
              log.warn({ err: error }, 'could not delete a push subscription that is gone'),
            );
        }
      }
      return sent;
    },
  };
}

export type MessagePush = ReturnType<typeof createMessagePush>;
