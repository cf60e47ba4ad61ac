import type { UploadedImages } from '@/domain/vehicles/build-vehicle';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { getApiBase, setApiBase } from '../api/api-base';
import { ApiError } from '../api/api-client';
import { postAdRequest } from '../api/post-ad-request';
import { claimEntry, readOutbox, updateEntry } from './outbox-db';

type Publish = (
  values: PostAdFormValues,
  images: UploadedImages,
  honeypot: string,
  signal: AbortSignal,
) => Promise<{ answer: unknown; manageToken: string | null }>;

/** A send that hangs (a dead connection) is given up, so it never holds the outbox for long. */
const SEND_TIMEOUT_MS = 90_000;

/** Not the ad's fault: the network, or the server having a bad moment. Sent again later. */
function isPassing(error: unknown): boolean {
  // Not an answer from the server: the network, a time-out, anything thrown on the way.
  if (!(error instanceof ApiError)) return true;
  return error.code === 'network' || error.status >= 500 || error.status === 0;
}

/**
 * Runs `run` holding the outbox's Web Lock where there is one (pages and workers alike): then it
 * is the only sender (`sole`). Without the API, claims alone keep senders apart.
 */
async function exclusively<T>(run: (sole: boolean) => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return run(false);
  let result: T | undefined;
  await locks.request('bikebazaar-outbox', async () => {
    result = await run(true);
  });
  return result as T;
}

/**
 * Sends the outbox's waiting ads, oldest first, from a page (on start and when the connection
 * returns) or from the service worker (Background Sync). Each ad is claimed first, so two
 * senders never post it twice. A refusal (invalid, duplicate, limits) marks the ad failed with
 * the server's code; a network failure puts it back and stops: 'offline' means try again later.
 */
export async function sendOutbox(publish: Publish = postAdRequest): Promise<'done' | 'offline'> {
  return exclusively(async (soleSender) => {
    for (const entry of await readOutbox()) {
      if (entry.state !== 'waiting' && entry.state !== 'sending') continue;
      const claimed = await claimEntry(entry.key, { soleSender });
      if (!claimed) continue;
      if (getApiBase() === null) setApiBase(claimed.apiBase);
      try {
        const { answer, manageToken } = await publish(
          claimed.values,
          claimed.images,
          claimed.honeypot,
          AbortSignal.timeout(SEND_TIMEOUT_MS),
        );
        await updateEntry(claimed.key, {
          state: 'published',
          // Read with the vehicle schema when the page settles it (outbox-page.ts).
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
