import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { buildAdForm } from '@/testing/test-vehicle';
import { ApiError } from '@/lib/api/api-client';
import { readManageToken } from '../manage-tokens';
import { readOwnAds } from '../store';
import { readOutbox, updateEntry } from './outbox-db';
import { deleteOutbox } from '@/testing/outbox';
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
  await deleteOutbox();
  localStorage.clear();
  servedBy('/api');
});

test('an ad posted offline waits; sent later it is published, and joins this browser’s ads', async () => {
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'Dio' }),
    images,
    honeypot: '',
    showPhone: true,
  });
  expect(outboxMayHaveEntries()).toBe(true);
  expect((await readOutbox()).map((entry) => entry.state)).toEqual(['waiting']);

  const publish = vi.fn(async () => ({ answer: answerFor('Dio'), manageToken: TOKEN }));
  const [queued] = await readOutbox();
  expect(await sendOutbox(publish)).toBe('done');
  // Under the entry's own key, every time it is sent: a repeat gets the stored ad back.
  expect(publish).toHaveBeenCalledWith(buildAdForm({ model: 'Dio' }), images, {
    honeypot: '',
    signal: expect.any(AbortSignal),
    showPhone: true,
    collection: '/vehicles',
    postKey: queued!.key,
  });
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
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'One' }),
    images,
    honeypot: '',
    showPhone: true,
  });
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'Two' }),
    images,
    honeypot: '',
    showPhone: true,
  });
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
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'Dup' }),
    images,
    honeypot: '',
    showPhone: true,
  });
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'Fine' }),
    images,
    honeypot: '',
    showPhone: true,
  });
  const publish = vi.fn(async (sent: object) => {
    const values = sent as { model: string };
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
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'Once' }),
    images,
    honeypot: '',
    showPhone: true,
  });
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
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'Stale' }),
    images,
    honeypot: '',
    showPhone: true,
  });
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
  await queueAd({
    kind: 'vehicle',
    values: buildAdForm({ model: 'Good' }),
    images,
    honeypot: '',
    showPhone: true,
  });
  const db = await openDB('bikebazaar-outbox', 1);
  await db.put('entries', { key: 'junk', values: '<script>', state: 'waiting' });
  db.close();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(
    (await readOutbox()).map((entry) => entry.kind === 'vehicle' && entry.values.model),
  ).toEqual(['Good']);
  expect(warn).toHaveBeenCalled();
});

test('without a marketplace server there is nothing to queue for', async () => {
  servedBy(null);
  await expect(
    queueAd({ kind: 'vehicle', values: buildAdForm(), images, honeypot: '', showPhone: true }),
  ).rejects.toThrow(/No marketplace server/);
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
    await queueAd({
      kind: 'vehicle',
      values: buildAdForm({ model: 'Orphan' }),
      images,
      honeypot: '',
      showPhone: true,
    });
    const [entry] = await readOutbox();
    // Claimed a moment ago by a tab that closed before it could finish.
    await updateEntry(entry!.key, { state: 'sending', claimedAt: new Date().toISOString() });
    const publish = vi.fn(async () => ({ answer: answerFor('Orphan'), manageToken: TOKEN }));
    expect(await sendOutbox(publish)).toBe('done');
    expect(publish).toHaveBeenCalledTimes(1);
    // Two senders still post it once: the lock lets one at a time look.
    await queueAd({
      kind: 'vehicle',
      values: buildAdForm({ model: 'Twice' }),
      images,
      honeypot: '',
      showPhone: true,
    });
    await Promise.all([sendOutbox(publish), sendOutbox(publish)]);
    expect(publish).toHaveBeenCalledTimes(2);
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
});

test('a part posted offline goes to /items with its bikes and its number hidden; its manage link is kept', async () => {
  const part = {
    kind: 'part' as const,
    title: 'Brake pads for Pulsar 150',
    price: '4500',
    negotiable: false,
    brand: 'Bajaj',
    description: '',
    location: 'Kandy',
    phone: '071 234 5678',
    heroUrl: '',
    galleryUrls: '',
    category: 'brakes' as const,
    condition: 'new' as const,
    partNumber: 'JF-561',
    fitsAnyBike: false,
    fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
    carriesNumber: false,
    papersConfirmed: false,
  };
  await queueAd({ kind: 'item', values: part, images, honeypot: '', showPhone: false });
  const publish = vi.fn(async () => ({
    answer: { id: 'part-brake-pads-1', kind: 'part', manageToken: TOKEN },
    manageToken: TOKEN,
  }));
  expect(await sendOutbox(publish)).toBe('done');
  expect(publish).toHaveBeenCalledWith(
    part,
    images,
    expect.objectContaining({
      showPhone: false,
      collection: '/items',
      postKey: expect.any(String),
    }),
  );
  await settleOutbox();
  expect(readManageToken('part-brake-pads-1')).toBe(TOKEN);
  // A part joins no list of own vehicle ads.
  expect(readOwnAds().vehicles).toEqual([]);
  expect((await readOutbox()).map((entry) => [entry.kind, entry.state, entry.settled])).toEqual([
    ['item', 'published', true],
  ]);
});

test('an entry kept before parts could be posted reads as a vehicle with its number shown', async () => {
  expect(await readOutbox()).toEqual([]);
  const db = await openDB('bikebazaar-outbox', 1);
  await db.put('entries', {
    key: 'old',
    createdAt: '2026-11-01T00:00:00.000Z',
    apiBase: '/api',
    values: buildAdForm({ model: 'Old' }),
    images,
    honeypot: '',
    state: 'waiting',
    claimedAt: null,
    error: null,
    errorFile: null,
    published: null,
    settled: false,
  });
  db.close();
  expect((await readOutbox()).map((entry) => [entry.kind, entry.showPhone])).toEqual([
    ['vehicle', true],
  ]);
});
