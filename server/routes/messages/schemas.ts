import { z } from 'zod';
import {
  MESSAGE_KEY,
  messageWarnings,
  threadReportReasons,
} from '@/domain/messages/message-schema';

export const threadParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** Text is checked by the domain's schema in the handler, so a refusal names its own text key. */
export const messageBodySchema = z.strictObject({
  text: z.string().max(20_000),
  /** The app's key for this message (its offline queue may send it twice): stored once. */
  key: z.string().regex(MESSAGE_KEY).optional(),
});

export const streamQuerySchema = z.strictObject({
  after: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
});

export const readBodySchema = z.strictObject({ upTo: z.string().regex(/^\d{1,18}$/) });
export const reportBodySchema = z.strictObject({ reason: z.enum(threadReportReasons) });

const side = z.enum(['buyer', 'seller']);

export const messageSchema = z
  .object({
    id: z.string(),
    threadId: z.string(),
    from: side,
    text: z.string(),
    sentAt: z.string(),
    /** The scam guard's reasons: the reader's app shows a warning for each. */
    warnings: z.array(z.enum(messageWarnings)),
    /** Waiting for a moderator: only its sender sees it. */
    held: z.boolean(),
  })
  .meta({ id: 'Message' });

export const threadSchema = z
  .object({
    id: z.string(),
    vehicleId: z.string(),
    title: z.string(),
    /** Whose token opened it. */
    side,
    adStatus: z.enum(['active', 'sold', 'expired', 'held']),
    /** When it stops taking messages (30 days after the ad was sold or expired). */
    endsAt: z.string().nullable(),
    ended: z.boolean(),
    reported: z.boolean(),
    /** The moderators blocked the reader's side from sending. */
    blocked: z.boolean(),
  })
  .meta({ id: 'Thread' });

export const threadReadSchema = z
  .object({ thread: threadSchema, messages: z.array(messageSchema) })
  .meta({ id: 'ThreadMessages' });

export const startedSchema = z
  .object({
    threadId: z.string(),
    /** Shown once: the buyer's key to the thread (only its hash is kept). */
    token: z.string(),
    message: messageSchema,
  })
  .meta({ id: 'ThreadStarted' });

export const sellerThreadsSchema = z
  .object({
    threads: z.array(
      z.object({
        id: z.string(),
        createdAt: z.string(),
        lastMessageAt: z.string(),
        unread: z.number().int(),
        reported: z.boolean(),
        ended: z.boolean(),
        last: messageSchema
          .pick({ id: true, from: true, text: true, sentAt: true, warnings: true })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'SellerThreads' });
