import type { App } from '../app';
import { matchItemSearches } from '../listings/item-match';
import { brakePads, helmet as gear, postedItem } from '../testing/item-posts';
import { createTestEnv } from '../testing/test-app';
import { runAlertCycle, type AlertPayload } from './alert-job';
import { startPushStandIn } from './push-stand-in';

// Saved part and gear searches alert like vehicle ones: the alert job matches new item ads with
// the lists' own rules and links the ad's page or the Spare Parts / Biker Gear view.

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;
const sent: { endpoint: string; payload: AlertPayload }[] = [];
const log = { warn: () => undefined };
const cycle = () =>
  runAlertCycle(
    app.alerts.repository,
    async (target, payload) => {
      sent.push({ endpoint: target.endpoint, payload });
      return 'sent';
    },
    log,
  );

beforeAll(async () => {
  pushService = await startPushStandIn();
  env = await createTestEnv();
  // No timer: this file runs each pass itself, with a send that records what it would push.
  app = await env.open(
    { alertsIntervalSeconds: 0, pushStandIn: { origin: pushService.origin, ca: pushService.ca } },
    { postsPerWindow: 10_000 },
  );
  await cycle();
  sent.length = 0;
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
  await pushService?.close();
});

/** Parts without a part number; helmets with the SLS mark unless a test says otherwise. */
const part = (patch: Parameters<typeof brakePads>[0] = {}) =>
  brakePads({ partNumber: '', ...patch });
const helmet = (patch: Parameters<typeof gear>[0] = {}) =>
  gear({ title: 'Full-face helmet', slsMark: 'yes', ...patch });

const publish = async (ad: unknown) => (await postedItem(app, ad)).id;

async function subscribe(path: string, searches: object[], savedAds: string[] = []) {
  const subscription = pushService.subscription(path);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/alerts/subscription',
    payload: { ...subscription, lang: 'si', searches, savedAds },
  });
  expect(response.statusCode, response.body).toBe(200);
  return subscription.endpoint;
}

const to = (endpoint: string) => sent.filter((push) => push.endpoint === endpoint);

test('a new part that a saved parts search lists pushes its page; a list of several pushes the view', async () => {
  const endpoint = await subscribe('/push/parts', [
    // Stored in the list's one spelling: the sort goes, the bike stays whole.
    { id: 'pads', type: 'part', query: 'sort=price-asc&category=brakes&fit=Bajaj|Pulsar 150|2018' },
  ]);
  const rows = await app.db.query<{ query: string }>(
    "SELECT query FROM push_searches WHERE search_id = 'pads'",
  );
  expect(rows[0]!.query).toBe('category=brakes&fit=Bajaj%7CPulsar+150%7C2018');

  await publish(part({ category: 'tyres', title: 'Tyre' }));
  await publish(part({ fitment: [{ make: 'Honda', model: 'Dio', yearFrom: '', yearTo: '' }] }));
  await cycle();
  expect(to(endpoint)).toEqual([]);

  const id = await publish(part());
  await cycle();
  expect(to(endpoint)).toHaveLength(1);
  expect(to(endpoint)[0]!.payload).toMatchObject({
    kind: 'new',
    lang: 'si',
    n: 1,
    title: 'Brake pads (front), Pulsar',
    url: `/si/item/${id}`,
  });

  // Held back within the hour, then told as one push that opens the list.
  await publish(part({ title: 'Pads 2' }));
  await publish(part({ title: 'Pads 3', fitsAnyBike: true, fitment: [] }));
  await cycle();
  expect(to(endpoint)).toHaveLength(1);
  await app.db.query(
    "UPDATE push_searches SET last_pushed_at = now() - interval '61 minutes' WHERE search_id = 'pads'",
  );
  await cycle();
  expect(to(endpoint)).toHaveLength(2);
  expect(to(endpoint)[1]!.payload).toMatchObject({
    n: 2,
    title: null,
    url: '/si/?view=spare-parts&category=brakes&fit=Bajaj%7CPulsar+150%7C2018',
  });
});

test('gear searches match gear only, and a vehicle search never matches an item', async () => {
  const endpoint = await subscribe('/push/gear', [
    { id: 'sls', type: 'gear', query: 'helmet=full&sls=1&size=M' },
    { id: 'every-vehicle', type: 'all', query: '' },
  ]);
  await publish(helmet({ slsMark: 'no' }));
  await publish(helmet({ size: 'L' }));
  await publish(part({ title: 'Helmet lock' }));
  await cycle();
  expect(to(endpoint)).toEqual([]);
  const id = await publish(helmet());
  await cycle();
  expect(to(endpoint).map((push) => push.payload.url)).toEqual([`/si/item/${id}`]);
});

test('a price drop on a saved part pushes to the browser that saved it', async () => {
  const id = await publish(part({ title: 'Chain kit', category: 'chains', price: '9000' }));
  await cycle();
  const endpoint = await subscribe('/push/saved-part', [], [id]);
  await app.db.query('UPDATE vehicles SET price = 8000 WHERE id = $1', [id]);
  await cycle();
  expect(to(endpoint).map((push) => push.payload)).toMatchObject([
    { kind: 'price', price: 8000, url: `/si/item/${id}` },
  ]);
});

test('the alert matcher lists what the Spare Parts and Biker Gear lists list', async () => {
  await publish(part({ title: 'Pulsar headlight', category: 'lighting', brand: 'Uno Minda' }));
  await publish(part({ title: 'Negotiable pads', price: '', negotiable: true }));
  await publish(helmet({ title: 'Cheap helmet', price: '4000', location: 'Kandy' }));
  const searches = [
    { type: 'part', query: '' },
    { type: 'part', query: 'brand=Bajaj' },
    { type: 'part', query: 'q=pulsar' },
    { type: 'part', query: 'q=පල්සර් බ්‍රේක්' },
    { type: 'part', query: 'q=headli' },
    { type: 'part', query: 'priceMax=3000' },
    { type: 'part', query: 'fit=Honda|Dio|2015' },
    { type: 'part', query: 'fit=Bajaj|Pulsar 150|2018&category=brakes&location=Kandy' },
    { type: 'gear', query: '' },
    { type: 'gear', query: 'price=up-to-5000' },
    { type: 'gear', query: 'sls=1' },
    { type: 'gear', query: 'location=Kandy&helmet=full' },
  ];
  const all = async (kind: 'part' | 'gear') => {
    const response = await app.inject(`/api/${kind === 'part' ? 'parts' : 'gear'}?limit=60`);
    const page = response.json<{ items: { id: string }[]; nextCursor: string | null }>();
    expect(page.nextCursor).toBeNull();
    return page.items;
  };
  const listed = [...(await all('part')), ...(await all('gear'))];
  const ads = await app.alerts.repository.listedItems(listed.map((ad) => ad.id));
  const matched = matchItemSearches(searches, ads);
  for (const search of searches) {
    const list = search.type === 'part' ? '/api/parts' : '/api/gear';
    const response = await app.inject(`${list}?limit=60&${search.query}`);
    const expected = response.json<{ items: { id: string }[] }>().items.map((ad) => ad.id);
    const got = (matched.get(search) ?? []).map((ad) => ad.id);
    expect(got.sort(), `${search.type}?${search.query}`).toEqual(expected.sort());
  }
  // The searches are not all empty: the comparison means something.
  expect(matched.get(searches[2]!)?.length).toBeGreaterThan(0);
  expect(matched.get(searches[6]!)?.length).toBeGreaterThan(0);
});
