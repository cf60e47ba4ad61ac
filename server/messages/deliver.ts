import type { ThreadSide } from '@/domain/messages/message-schema';
import type { MessageBus } from './message-bus';
import type { MessagePush } from './message-push';

type Log = {
  debug(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/** What the streams and the seller's browsers are told of a message: never its text. */
export type Delivery = {
  threadId: string;
  vehicleId: string;
  seq: number;
  from: ThreadSide;
  /** Held for the moderators: only its sender's streams show it, and nothing is pushed. */
  held: boolean;
  /** The ad's title: a push to the seller names the ad only. */
  title: string;
};

/**
 * A message was stored (sent, or let through by a moderator): every open stream hears of it, on
 * this instance and the others through the fan-out (each stream reads what its viewer may see),
 * and a buyer's message the seller may read pushes to the seller's opted-in browsers. One path
 * for both, so a released message arrives exactly as it would have had it not been held.
 */
export function deliverMessage(
  services: { bus: MessageBus; push: MessagePush; log: Log },
  delivery: Delivery,
): void {
  const { bus, push, log } = services;
  bus.publish({
    kind: 'message',
    threadId: delivery.threadId,
    vehicleId: delivery.vehicleId,
    seq: delivery.seq,
  });
  if (delivery.from !== 'buyer' || delivery.held) return;
  push.notify(delivery.vehicleId, delivery.title).catch((error: unknown) => {
    log.warn(
      { reason: (error as Error).message, vehicle: delivery.vehicleId },
      'message push failed',
    );
  });
}
