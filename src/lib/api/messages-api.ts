import { z } from 'zod';
import {
  messageWarnings,
  type MessageWarning,
  type ThreadReportReason,
  type ThreadSide,
} from '@/domain/messages/message-schema';
import { configureZod } from '@/domain/vehicles/configure-zod';
import { adApiPath } from './ad-path';
import { ApiError, requestJson } from './api-client';

export type ThreadMessage = {
  id: string;
  threadId: string;
  from: ThreadSide;
  text: string;
  sentAt: string;
  warnings: MessageWarning[];
  held: boolean;
};

export type ThreadInfo = {
  id: string;
  vehicleId: string;
  title: string;
  side: ThreadSide;
  adStatus: 'active' | 'sold' | 'expired' | 'held';
  endsAt: string | null;
  ended: boolean;
  reported: boolean;
  blocked: boolean;
};

export type SellerThread = {
  id: string;
  createdAt: string;
  lastMessageAt: string;
  unread: number;
  reported: boolean;
  ended: boolean;
  last: Pick<ThreadMessage, 'id' | 'from' | 'text' | 'sentAt' | 'warnings'> | null;
};

const isWarning = (code: string): code is MessageWarning =>
  (messageWarnings as readonly string[]).includes(code);

let schemas: ReturnType<typeof buildSchemas> | undefined;

// Built on first use (nothing runs at import); a newer server's unknown warning code is dropped,
// not a reason to refuse the whole message.
function buildSchemas() {
  configureZod();
  const side = z.enum(['buyer', 'seller']);
  const message = z.object({
    id: z.string().regex(/^\d{1,18}$/),
    threadId: z.string(),
    from: side,
    text: z.string(),
    sentAt: z.string(),
    warnings: z.array(z.string()).transform((codes) => codes.filter(isWarning)),
    held: z.boolean(),
  });
  const thread = z.object({
    id: z.string(),
    vehicleId: z.string(),
    title: z.string(),
    side,
    adStatus: z.enum(['active', 'sold', 'expired', 'held']),
    endsAt: z.string().nullable(),
    ended: z.boolean(),
    reported: z.boolean(),
    blocked: z.boolean(),
  });
  return {
    message,
    read: z.object({ thread, messages: z.array(message) }),
    summary: z.object({ thread, unread: z.number().int() }),
    sent: z.object({ message }),
    started: z.object({ threadId: z.string(), token: z.string(), message }),
    seller: z.object({
      threads: z.array(
        z.object({
          id: z.string(),
          createdAt: z.string(),
          lastMessageAt: z.string(),
          unread: z.number().int(),
          reported: z.boolean(),
          ended: z.boolean(),
          last: message
            .pick({ id: true, from: true, text: true, sentAt: true, warnings: true })
            .nullable(),
        }),
      ),
    }),
  };
}

function getSchemas() {
  schemas ??= buildSchemas();
  return schemas;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(200, 'bad_response', 'Not the expected answer');
  return result.data;
}

/** Reads one streamed or stored message as the app shows it; null when it is not one. */
export function readThreadMessage(value: unknown): ThreadMessage | null {
  const result = getSchemas().message.safeParse(value);
  return result.success ? result.data : null;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const json = (token: string | null, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? auth(token) : {}) },
  body: JSON.stringify(body),
});
const thread = (id: string) => `/threads/${encodeURIComponent(id)}`;

/** The first message to an ad's seller (any kind) opens a thread; its token comes back only here. */
export async function startThread(adId: string, text: string, key: string) {
  const path = `${adApiPath(adId)}/threads`;
  return parse(getSchemas().started, await requestJson(path, json(null, { text, key })));
}

export async function fetchThread(id: string, token: string) {
  const body = await requestJson(`${thread(id)}/messages`, { headers: auth(token) });
  return parse(getSchemas().read, body);
}

export async function fetchThreadSummary(id: string, token: string) {
  return parse(getSchemas().summary, await requestJson(thread(id), { headers: auth(token) }));
}

export async function sendThreadMessage(id: string, token: string, text: string, key: string) {
  const body = await requestJson(`${thread(id)}/messages`, json(token, { text, key }));
  return parse(getSchemas().sent, body).message;
}

export async function markThreadRead(id: string, token: string, upTo: string): Promise<void> {
  try {
    await requestJson(`${thread(id)}/read`, json(token, { upTo }));
  } catch (error) {
    // 204: done, with no body to read.
    if (!(error instanceof ApiError && error.status === 204)) throw error;
  }
}

export async function reportThread(id: string, token: string, reason: ThreadReportReason) {
  await requestJson(`${thread(id)}/report`, json(token, { reason }));
}

export async function fetchSellerThreads(adId: string, token: string) {
  const path = `${adApiPath(adId)}/threads`;
  return parse(getSchemas().seller, await requestJson(path, { headers: auth(token) })).threads;
}

/** A message's own key: a send repeated with it (the offline queue) is stored once. */
export function newMessageKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
