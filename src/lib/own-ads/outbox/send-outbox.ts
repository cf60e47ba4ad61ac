import { getApiBase, setApiBase } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { postAdRequest } from '@/lib/api/post-ad-request';
import { claimEntry, readOutbox, updateEntry } from './outbox-db';

type Publish = typeof postAdRequest;

const SEND_TIMEOUT_MS = 90_000;

function isPassing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'network' || error.status >= 500 || error.status === 0;
}

/** Without the Web Locks API, claims alone keep senders apart. */
async function exclusively<T>(run: (sole: boolean) => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return run(false);
  let result: T | undefined;
  await locks.request('bikebazaar-outbox', async () => {
    result = await run(true);
  });
  return result as T;
}

/** A refusal marks the ad failed; a network failure puts it back and stops ('offline'). */
export async function sendOutbox(publish: Publish = postAdRequest): Promise<'done' | 'offline'> {
  return exclusively(async (soleSender) => {
    for (const entry of await readOutbox()) {
      if (entry.state !== 'waiting' && entry.state !== 'sending') continue;
      const claimed = await claimEntry(entry.key, { soleSender });
      if (!claimed) continue;
      if (getApiBase() === null) setApiBase(claimed.apiBase);
      try {
        // Under the entry's key: a send the server stored, whose answer never came (the tab
        // closed, the connection dropped), gets that ad back rather than a duplicate refusal.
        const { answer, manageToken } = await publish(claimed.values, claimed.images, {
          honeypot: claimed.honeypot,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          showPhone: claimed.showPhone,
          collection: claimed.kind === 'item' ? '/items' : '/vehicles',
          postKey: claimed.key,
        });
        await updateEntry(claimed.key, {
          state: 'published',
          published: { vehicle: answer, manageToken },
          error: null,
          errorFile: null,
        });
      } catch (error) {
        if (isPassing(error)) {
          await updateEntry(claimed.key, { state: 'waiting', claimedAt: null });
          return 'offline';
        }
        console.warn('[outbox] the server refused an ad', error);
        const refused = error as ApiError;
        await updateEntry(claimed.key, {
          state: 'failed',
          error: refused.code,
          errorFile: refused.file,
        });
      }
    }
    return 'done';
  });
}
