import { THREAD_TOKEN } from '@/domain/messages/message-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { hasServer } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { fetchThread, type ThreadInfo, type ThreadMessage } from '@/lib/api/messages-api';
import { findMessageThread } from '@/lib/message-threads';
import { browserLoader, linkFragment } from '@/lib/page-data';

/** The conversation page's loader data. */
export type ThreadPageLoad =
  /** A static host: conversations need the marketplace server. */
  | { kind: 'no-server' }
  | { kind: 'error'; message: TranslationKey }
  | { kind: 'ready'; thread: ThreadInfo; messages: ThreadMessage[]; token: string };

/**
 * The link's token (#fragment: it never reaches the server's logs) on a first load; else, as on a
 * navigation, the token this device kept.
 */
function threadToken(threadId: string, request: Request): string | null {
  const fromLink = linkFragment(request);
  if (fromLink !== null && THREAD_TOKEN.test(fromLink)) return fromLink;
  return findMessageThread(threadId)?.token ?? null;
}

/**
 * /messages/:threadId's loader: the conversation as its reader sees it, asked with the token
 * only this browser holds, so it runs there (also when a server's page hydrates). The page then
 * follows it live.
 */
export const threadLoader = browserLoader(async ({ params, request }): Promise<ThreadPageLoad> => {
  if (!hasServer()) return { kind: 'no-server' };
  const threadId = params.threadId ?? '';
  const token = threadToken(threadId, request);
  if (!token) return { kind: 'error', message: 'messages.thread.forbidden' };
  try {
    return { kind: 'ready', ...(await fetchThread(threadId, token)), token };
  } catch (error) {
    if (request.signal.aborted) throw error;
    const refused = error instanceof ApiError && error.status === 403;
    if (!refused) console.warn('[messages] the conversation did not load', error);
    return {
      kind: 'error',
      message: refused ? 'messages.thread.forbidden' : 'messages.thread.loadFailed',
    };
  }
});
