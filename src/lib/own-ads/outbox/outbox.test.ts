import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { buildAdForm } from '@/testing/test-vehicle';
import { resetApiBaseForTests } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { readManageToken } from '../manage-tokens';
import { readOwnAds, resetOwnAdsCache } from '../store';
import { readOutbox, resetOutboxForTests, updateEntry } from './outbox-db';
import { outboxMayHaveEntries } from './outbox-flag';
import { queueAd, settleOutbox } from './outbox-page';
import { sendOutbox } from './send-outbox';

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const images = { hero: 'data:image/webp;base64,SEVSTw==', gallery: [] };

function servedBy(base: string | null) {
  document.head.querySelector('meta[name="app-api"]')?.remove();
  if (base) {
    const meta = document.createElement('meta');
    meta.name = 'app-api';
    meta.content = base;
    document.head.append(meta);
  }
  resetApiBaseForTests();
}

const answerFor = (model: string) => ({
  id: `honda-${model.toLowerCase()}-1`,
  type: 'scooters',
  title: `Honda ${model}`,
  make: 'Honda',
  model,
  year: 2019,
  price: null,
  condition: 'Used',
  location: 'Colombo',
  postedAt: '2026-11-24T10:00:00.000Z',
  phone: '071 234 5678',
  image: '/photos/' + 'a'.repeat(32) + '.webp',
  manageToken: TOKEN,
});

beforeEach(async () => {
  await resetOutboxForTests();
  localStorage.clear();
  resetOwnAdsCache();
  servedBy('/api');
});

test('an ad posted offline waits; sent later it is published, and joins this browser’s ads', async () => {
  await queueAd({ values: buildAdForm({ model: 'Dio' }), images, honeypot: '' });
  expect(outboxMayHaveEntries()).toBe(true);
  expect((await readOutbox()).map((entry) => entry.state)).toEqual(['waiting']);

  const publish = vi.fn(async () => ({ answer: answerFor('Dio'), manageToken: TOKEN }));
  expect(await sendOutbox(publish)).toBe('done');
  expect(publish).toHaveBeenCalledWith(
    buildAdForm({ model: 'Dio' }),
    images,
    '',
    expect.any(AbortSignal),
  );
  const [entry] = await readOutbox();
  expect(entry).toMatchObject({ state: 'published', settled: false });

  await settleOutbox();
  expect(readOwnAds().vehicles.map((vehicle) => vehicle.id)).toEqual(['honda-dio-1']);
  expect(readManageToken('honda-dio-1')).toBe(TOKEN);
  expect(readOwnAds().published.has('honda-dio-1')).toBe(true);
  expect((await readOutbox())[0]).toMatchObject({ settled: true });
  await settleOutbox();
  expect(readOwnAds().vehicles).toHaveLength(1);
});

test('still offline: the ad goes back to waiting and the rest wait too', async () => {
  await queueAd({ values: buildAdForm({ model: 'One' }), images, honeypot: '' });
  await queueAd({ values: buildAdForm({ model: 'Two' }), images, honeypot: '' });
  const publish = vi.fn(async () => {
    throw new ApiError(0, 'network', 'offline');
  });
  expect(await sendOutbox(publish)).toBe('offline');
  expect(publish).toHaveBeenCalledTimes(1);
  expect((await readOutbox()).map((entry) => [entry.state, entry.claimedAt])).toEqual([
    ['waiting', null],
    ['waiting', null],
  ]);
});

test('a refusal marks that ad failed with the reason; the next one is still sent', async () => {
  await queueAd({ values: buildAdForm({ model: 'Dup' }), images, honeypot: '' });
  await queueAd({ values: buildAdForm({ model: 'Fine' }), images, honeypot: '' });
  const publish = vi.fn(async (values: { model: string }) => {
    if (values.model === 'Dup') throw new ApiError(409, 'duplicate', 'Already posted');
    return { answer: answerFor(values.model), manageToken: TOKEN };
  });
  expect(await sendOutbox(publish)).toBe('done');
  expect((await readOutbox()).map((entry) => [entry.state, entry.error])).toEqual([
    ['failed', 'duplicate'],
    ['published', null],
  ]);
});

test('two senders at once (a tab and the service worker) post each ad once', async () => {
  await queueAd({ values: buildAdForm({ model: 'Once' }), images, honeypot: '' });
  let calls = 0;
  const slow = async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { answer: answerFor('Once'), manageToken: TOKEN };
  };
  await Promise.all([sendOutbox(slow), sendOutbox(slow), sendOutbox(slow)]);
  expect(calls).toBe(1);
});

test('a claim left by a sender that died is sent again after a few minutes', async () => {
  await queueAd({ values: buildAdForm({ model: 'Stale' }), images, honeypot: '' });
  const [entry] = await readOutbox();
  await updateEntry(entry!.key, { state: 'sending', claimedAt: new Date().toISOString() });
  const publish = vi.fn(async () => ({ answer: answerFor('Stale'), manageToken: TOKEN }));
  await sendOutbox(publish);
  expect(publish).not.toHaveBeenCalled();
  const old = new Date(Date.now() - 10 * 60_000).toISOString();
  await updateEntry(entry!.key, { claimedAt: old });
  await sendOutbox(publish);
  expect(publish).toHaveBeenCalledTimes(1);
});

test('a stored entry that is not an outbox entry is skipped and kept, not a crash', async () => {
  await queueAd({ values: buildAdForm({ model: 'Good' }), images, honeypot: '' });
  const db = await openDB('bikebazaar-outbox', 1);
  await db.put('entries', { key: 'junk', values: '<script>', state: 'waiting' });
  db.close();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect((await readOutbox()).map((entry) => entry.values.model)).toEqual(['Good']);
  expect(warn).toHaveBeenCalled();
});

test('without a marketplace server there is nothing to queue for', async () => {
  servedBy(null);
  await expect(queueAd({ values: buildAdForm(), images, honeypot: '' })).rejects.toThrow(
    /No marketplace server/,
  );
  expect(await readOutbox()).toEqual([]);
});

test('under the Web Lock, an ad left "sending" by a closed tab is taken over at once', async () => {
  // A minimal Web Locks API: one holder at a time, the rest wait in order.
  let queue = Promise.resolve();
  const locks = {
    request: (_name: string, run: () => Promise<unknown>) => {
      const turn = queue.then(run);
      queue = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  try {
    await queueAd({ values: buildAdForm({ model: 'Orphan' }), images, honeypot: '' });
    const [entry] = await readOutbox();
    // Claimed a moment ago by a tab that closed before it could finish.
    await updateEntry(entry!.key, { state: 'sending', claimedAt: new Date().toISOString() });
    const publish = vi.fn(async () => ({ answer: answerFor('Orphan'), manageToken: TOKEN }));
    expect(await sendOutbox(publish)).toBe('done');
    expect(publish).toHaveBeenCalledTimes(1);
    // Two senders still post it once: the lock lets one at a time look.
    await queueAd({ values: buildAdForm({ model: 'Twice' }), images, honeypot: '' });
    await Promise.all([sendOutbox(publish), sendOutbox(publish)]);
    expect(publish).toHaveBeenCalledTimes(2);
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
});
