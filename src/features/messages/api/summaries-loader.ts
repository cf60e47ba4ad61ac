import { hasServer } from '@/lib/api/api-base';
import { fetchThreadSummary } from '@/lib/api/messages-api';
import { readMessageThreads } from '@/lib/message-threads';
import { browserLoader } from '@/lib/page-data';

/** What is new in one conversation, or that the server did not say. */
export type Summary = { status: 'done'; unread: number; ended: boolean } | { status: 'failed' };

/** The messages page's loader data: what is new in each kept thread, by the thread's id. */
export type ThreadSummaries = { summaries: Record<string, Summary> };

/**
 * /messages' loader: what is new in each conversation this browser keeps (the server counts what
 * its buyer has not read). The threads and their tokens live in this browser only, so it runs
 * there, also when a server's page hydrates; a static host has no server to ask.
 */
export const threadSummariesLoader = browserLoader(async (): Promise<ThreadSummaries> => {
  const summaries: Record<string, Summary> = {};
  if (!hasServer()) return { summaries };
  await Promise.all(
    readMessageThreads().map(async (thread) => {
      try {
        const { thread: info, unread } = await fetchThreadSummary(thread.id, thread.token);
        summaries[thread.id] = { status: 'done', unread, ended: info.ended };
      } catch (error) {
        console.warn('[messages] no summary for a conversation', error);
        summaries[thread.id] = { status: 'failed' };
      }
    }),
  );
  return { summaries };
});
