import { z } from 'zod';
import { configureZod } from '../vehicles/configure-zod';

/** A message's length cap, in characters (code points) after trimming. */
export const MESSAGE_MAX = 1000;
/** The reason of a thread report: the moderators' queue shows it. */
export const threadReportReasons = ['scam', 'abuse', 'spam', 'other'] as const;
export type ThreadReportReason = (typeof threadReportReasons)[number];
/** Why the scam guard flagged a message; the reader's app shows a warning per code. */
export const messageWarnings = [
  'advance_payment',
  'bank_account',
  'otp_code',
  'payment_link',
  'off_platform',
  'scam_phrase',
] as const;
export type MessageWarning = (typeof messageWarnings)[number];
export type ThreadSide = 'buyer' | 'seller';

/** The text keys the app shows for a refused message (its catalogue has them in 3 languages). */
export const messageErrorKeys = {
  empty: 'messages.errors.empty',
  tooLong: 'messages.errors.tooLong',
  badText: 'messages.errors.badText',
} as const;

// Binary: C0 controls but tab and line breaks, DEL, C1; text PostgreSQL cannot keep (NUL), a lone
// surrogate, and U+FFFD (bytes that were not UTF-8 before a decoder replaced them).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

let textSchema: z.ZodType<string, string> | undefined;

/** A message as typed: trimmed, 1–1000 characters, text only (never binary or broken). */
export function getMessageTextSchema() {
  configureZod();
  textSchema ??= z
    .string()
    .max(MESSAGE_MAX * 4, messageErrorKeys.tooLong)
    .refine((value) => !BINARY.test(value) && !LONE.test(value), messageErrorKeys.badText)
    .transform((value) => value.normalize('NFC').trim().replace(/\r\n?/g, '\n'))
    .refine((value) => value.length > 0, messageErrorKeys.empty)
    .refine((value) => [...value].length <= MESSAGE_MAX, messageErrorKeys.tooLong);
  return textSchema;
}

let bodySchema: z.ZodType<{ text: string }, { text: string }> | undefined;
export function getMessageBodySchema() {
  bodySchema ??= z.strictObject({ text: getMessageTextSchema() });
  return bodySchema;
}

let reportSchema:
  z.ZodType<{ reason: ThreadReportReason }, { reason: ThreadReportReason }> | undefined;
export function getThreadReportSchema() {
  configureZod();
  reportSchema ??= z.strictObject({ reason: z.enum(threadReportReasons) });
  return reportSchema;
}

/** Thread ids and tokens: URL-safe base64 of 128 and 144 random bits. */
export const THREAD_ID = /^[A-Za-z0-9_-]{22}$/;
export const THREAD_TOKEN = /^[A-Za-z0-9_-]{22,200}$/;
/** A message's own key, made by the app: a send repeated with it is stored once. */
export const MESSAGE_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** Why a message could not be sent, as the app reads it from a refused send. */
export function messageTextError(text: string): string | null {
  const result = getMessageTextSchema().safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? messageErrorKeys.badText);
}
