import type { LoanToValueRules } from '@/domain/leasing/loan-to-value';
import type { TranslationKey } from '@/i18n/catalog';
import {
  fetchAdminSession,
  fetchModerationLog,
  fetchReportQueue,
  type AdminAd,
  type AdminSession,
  type LogEntry,
} from '@/lib/api/admin-api';
import { fetchModeratedThreads, type ModeratedThread } from '@/lib/api/admin-threads-api';
import { hasServer } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { fetchHeldAds, fetchScamPhrases, type ScamPhrases } from '@/lib/api/held-api';
import { fetchLeaseRules } from '@/lib/api/lease-rules-api';
import { browserLoader } from '@/lib/page-data';
import { adminErrorOf, isSessionEnded } from '../components/admin-errors';

/** What the signed-in moderator works on: each of the page's lists, null where it did not come. */
export type AdminData = {
  queue: AdminAd[] | null;
  log: LogEntry[] | null;
  held: Awaited<ReturnType<typeof fetchHeldAds>> | null;
  threads: ModeratedThread[] | null;
  phrases: ScamPhrases | null;
  leaseRules: LoanToValueRules | null;
};

export type AdminLoad =
  /** A static host: there is no server to moderate. */
  | { kind: 'no-server' }
  /** The server has no ADMIN_PASSWORD: it has no admin. */
  | { kind: 'disabled' }
  | { kind: 'login' }
  /** `problem`: why a list did not come (the others still work). */
  | { kind: 'signed-in'; session: AdminSession; data: AdminData; problem: TranslationKey | null };

/** Each list on its own: one that fails leaves the others working, as sections of the page. */
async function signedIn(session: AdminSession): Promise<AdminLoad> {
  const asked = await Promise.allSettled([
    fetchReportQueue(),
    fetchModerationLog(),
    fetchHeldAds(),
    fetchModeratedThreads(),
    fetchScamPhrases(),
    fetchLeaseRules(),
  ] as const);
  const failures = asked.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  failures.forEach((error) => console.error('[admin] a list did not load', error));
  if (failures.some(isSessionEnded)) return { kind: 'login' };
  const value = <T>(result: PromiseSettledResult<T>) =>
    result.status === 'fulfilled' ? result.value : null;
  const [queue, log, held, threads, phrases, leaseRules] = asked;
  return {
    kind: 'signed-in',
    session,
    data: {
      queue: value(queue),
      log: value(log),
      held: value(held),
      threads: value(threads),
      phrases: value(phrases),
      leaseRules: value(leaseRules),
    },
    problem: failures.length > 0 ? adminErrorOf(failures[0]) : null,
  };
}

/**
 * /admin's loader: the moderator's session (a cookie) and, signed in, everything the page lists.
 * It runs in the browser (also when the server's page hydrates), which holds the session; every
 * change a moderator makes asks it again (revalidation).
 */
export const adminLoader = browserLoader(async (): Promise<AdminLoad> => {
  if (!hasServer()) return { kind: 'no-server' };
  let session: AdminSession;
  try {
    session = await fetchAdminSession();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'disabled' };
    return { kind: 'login' };
  }
  return signedIn(session);
});
