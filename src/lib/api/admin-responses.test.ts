import { LOAN_TO_VALUE_RULES } from '@/domain/leasing/loan-to-value';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { buildVehicle } from '@/testing/test-vehicle';
import { fetchAdminAd, fetchAdminSession, fetchModerationLog, setPhoneBlocked } from './admin-api';
import { fetchModeratedThreads } from './admin-threads-api';
import { ApiError } from './api-client';
import { fetchHeldAds, fetchScamPhrases } from './held-api';
import { fetchLeaseRules } from './lease-rules-api';

afterEach(leaveServerMode);

function answer(body: unknown) {
  serveApi();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonReply(200, body)),
  );
}

const ad = {
  id: 'ad-1',
  kind: 'vehicle',
  vehicle: buildVehicle({ id: 'ad-1', title: 'Honda Dio 2019' }),
  item: null,
  status: 'active',
  hidden: false,
  listed: true,
  phoneBlocked: false,
  openReports: 2,
  reasons: { fraud: 2 },
  reports: [
    {
      reason: 'fraud',
      note: 'asks for an advance',
      createdAt: '2026-11-28T10:00:00.000Z',
      open: true,
    },
  ],
};

test('whole answers are read as the server defines them', async () => {
  answer(ad);
  expect(await fetchAdminAd('ad-1')).toEqual(ad);
  answer({ moderator: 'Nimal', csrfToken: 'c', expiresAt: '2026-11-28T20:00:00.000Z' });
  expect(await fetchAdminSession()).toEqual({ moderator: 'Nimal', csrfToken: 'c' });
  answer({ phone: '+94712345678', blocked: true });
  expect(await setPhoneBlocked('c', '0712345678', true, '')).toBe('+94712345678');
  answer(LOAN_TO_VALUE_RULES);
  expect(await fetchLeaseRules()).toEqual(LOAN_TO_VALUE_RULES);
  answer({ items: ['gift card'], holding: [] });
  expect(await fetchScamPhrases()).toEqual({ items: ['gift card'], holding: [] });
});

test.each([
  ['an ad of no known kind', () => fetchAdminAd('ad-1'), { ...ad, kind: 'boat' }],
  [
    'an unknown report reason',
    () => fetchAdminAd('ad-1'),
    { ...ad, reports: [{ ...ad.reports[0], reason: 'x' }] },
  ],
  ['a session without its token', fetchAdminSession, { moderator: 'Nimal' }],
  ['a log entry of an unknown action', fetchModerationLog, { items: [{ id: 1, action: 'x' }] }],
  ['held ads without a count', fetchHeldAds, { items: [] }],
  ['a phrase list of numbers', fetchScamPhrases, { items: [1, 2] }],
  [
    'a thread whose message has no side',
    fetchModeratedThreads,
    { items: [{ id: 't', messages: [{ id: '1' }] }] },
  ],
  [
    'leasing rules over 100%',
    fetchLeaseRules,
    { ...LOAN_TO_VALUE_RULES, caps: { other: 5, commercial: 0.7 } },
  ],
  ['HTML from a proxy', fetchModeratedThreads, '<html>'],
] as const)(
  '%s: the app’s bad_response error, not a half-read value',
  async (_name, call, body) => {
    answer(body);
    const error = await (call as () => Promise<unknown>)().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'bad_response' });
  },
);
