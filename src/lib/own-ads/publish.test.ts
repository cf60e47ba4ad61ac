import 'fake-indexeddb/auto';
import { buildAd, buildAdForm } from '@/testing/test-vehicle';
import { ApiError } from '../api/api-client';
import { readManageToken } from './manage-tokens';
import { readOutbox } from './outbox/outbox-db';
import { deleteOutbox } from '@/testing/outbox';
import { postOwnAd, saveOwnAdEdit } from './publish';
import { addOwnAd, readOwnAds, subscribeOwnAds } from './store';
import { serveApi, leaveServerMode } from '@/testing/server-mode';

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const images = { hero: null, gallery: [] };
const ad = { values: buildAdForm({ make: 'Honda', model: 'Dio' }), images, honeypot: '' };
const ids = () => readOwnAds().vehicles.map((vehicle) => vehicle.id);

function served() {
  serveApi();
}

function answers(respond: () => Promise<Response>) {
  const fetchSpy = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

beforeEach(() => deleteOutbox());
afterEach(leaveServerMode);

test('on a static host the ad is kept in this browser only, and readers see it', async () => {
  const heard = vi.fn();
  onTestFinished(subscribeOwnAds(heard));
  const result = await postOwnAd(ad, { canQueue: true });
  expect('vehicle' in result && result.vehicle.model).toBe('Dio');
  expect(readOwnAds().vehicles.map((vehicle) => vehicle.model)).toEqual(['Dio']);
  expect(readOwnAds().published.size).toBe(0);
  expect(heard).toHaveBeenCalled();
});

test('served, the published ad is kept with its manage link and counted once', async () => {
  served();
  const published = buildAd({ id: 'honda-dio-1', make: 'Honda', model: 'Dio' });
  const fetchSpy = answers(async () => Response.json({ ...published, manageToken: TOKEN }));
  const result = await postOwnAd(ad, { canQueue: true });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect('vehicle' in result && result.vehicle.id).toBe('honda-dio-1');
  expect(ids()).toEqual(['honda-dio-1']);
  expect(readOwnAds().published.has('honda-dio-1')).toBe(true);
  expect(readManageToken('honda-dio-1')).toBe(TOKEN);
});

test('offline, the ad waits in the outbox and is not yet one of this browser’s ads', async () => {
  served();
  const fetchSpy = answers(async () => Promise.reject(new TypeError('Failed to fetch')));
  expect(await postOwnAd(ad, { canQueue: true })).toEqual({ queued: true });
  const outbox = await readOutbox();
  expect(outbox.map((entry) => entry.kind === 'vehicle' && entry.values.model)).toEqual(['Dio']);
  expect(ids()).toEqual([]);
  // The send may have reached the server with its answer lost: the outbox sends the ad again
  // under the key that send carried, so the server gives that ad back.
  const sent = new Headers(fetchSpy.mock.calls[0]![1]!.headers).get('Idempotency-Key');
  expect(sent).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(outbox[0]!.key).toBe(sent);
});

test('each new ad is sent with a key of its own', async () => {
  served();
  const fetchSpy = answers(async () =>
    Response.json({ ...buildAd({ id: 'honda-dio-3' }), manageToken: TOKEN }),
  );
  await postOwnAd(ad, { canQueue: true });
  await postOwnAd(ad, { canQueue: true });
  const keys = fetchSpy.mock.calls.map(([, init]) =>
    new Headers(init!.headers).get('Idempotency-Key'),
  );
  expect(keys[0]).toBeTruthy();
  expect(new Set(keys).size).toBe(2);
});

test('where nothing can wait (an edit form), offline is an error the form shows', async () => {
  served();
  answers(async () => Promise.reject(new TypeError('Failed to fetch')));
  await expect(postOwnAd(ad, { canQueue: false })).rejects.toMatchObject({ code: 'network' });
  expect(await readOutbox()).toEqual([]);
});

test('a refusal keeps nothing and is thrown for the form', async () => {
  served();
  answers(async () =>
    Response.json({ error: 'duplicate', message: 'Already posted' }, { status: 409 }),
  );
  await expect(postOwnAd(ad, { canQueue: true })).rejects.toBeInstanceOf(ApiError);
  expect(ids()).toEqual([]);
  expect(await readOutbox()).toEqual([]);
});

test('a saved edit replaces this browser’s copy with the server’s', async () => {
  served();
  addOwnAd(buildAd({ id: 'ad-1', title: 'Before' }));
  answers(async () => Response.json(buildAd({ id: 'ad-1', title: 'After' })));
  const saved = await saveOwnAdEdit(
    { id: 'ad-1', token: TOKEN },
    buildAdForm(),
    { hero: null, gallery: [] },
    images,
  );
  expect(saved.vehicle.title).toBe('After');
  expect(saved.held).toBeNull();
  expect(readOwnAds().vehicles.map((vehicle) => vehicle.title)).toEqual(['After']);
});

test('served, an ad the marketplace holds for a check is kept as held, with why', async () => {
  served();
  const published = buildAd({ id: 'honda-dio-2', make: 'Honda', model: 'Dio' });
  answers(async () =>
    Response.json({
      ...published,
      manageToken: TOKEN,
      status: 'held',
      heldBecause: 'copied_photo',
    }),
  );
  await postOwnAd(ad, { canQueue: true });
  expect(readOwnAds().published.has('honda-dio-2')).toBe(true);
  expect(readOwnAds().held.get('honda-dio-2')).toBe('copied_photo');
});
