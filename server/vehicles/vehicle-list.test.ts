import { getSampleVehicles } from '@/data/sample-vehicles';
import { filterByType, filterVehicles, sortVehicles } from '@/domain/vehicles/filter-vehicles';
import { parseSearch, type SortOrder } from '@/domain/vehicles/vehicle-search';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../app';
import { createTestEnv } from '../testing/test-app';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open();
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

type Page = { items: Vehicle[]; total: number; nextCursor: string | null };

async function getPage(query: string): Promise<Page> {
  const response = await app.inject({ method: 'GET', url: `/api/vehicles?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** Every page of a search, following nextCursor; checks total on each page. */
async function listAll(query: string, limit = 7): Promise<Vehicle[]> {
  const items: Vehicle[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const suffix: string = cursor ? `&cursor=${cursor}` : '';
    const page = await getPage(`${query}&limit=${limit}${suffix}`);
    if (total >= 0) expect(page.total).toBe(total);
    total = page.total;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  expect(items).toHaveLength(total);
  return items;
}

/** What the app itself shows for a search (ties in id order, the server's tie-break). */
function expected(type: string, query: URLSearchParams): string[] {
  const samples = [...getSampleVehicles()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const { sort, ...filters } = parseSearch({
    make: query.getAll('make'),
    location: query.getAll('location'),
    yearMin: query.get('yearMin') ?? undefined,
    yearMax: query.get('yearMax') ?? undefined,
    priceMin: query.get('priceMin') ?? undefined,
    priceMax: query.get('priceMax') ?? undefined,
    q: '',
    sort: query.get('sort') ?? undefined,
  });
  return sortVehicles(filterVehicles(filterByType(samples, type), filters), sort).map((v) => v.id);
}

const sorts: SortOrder[] = ['newest', 'price-asc', 'price-desc', 'mileage-asc'];
const searches = [
  'type=all',
  'type=scooters',
  'type=atv-adv',
  'type=sport&priceMax=900000',
  'type=all&make=honda&make=YAMAHA',
  'type=all&location=colombo&yearMin=2018',
  'type=trail&yearMin=2015&yearMax=2022',
  'type=all&priceMin=500000&priceMax=1500000',
  'type=all&priceMin=2000000&priceMax=100000', // reversed: the same range
];

describe('lists agree with the app’s own filters and sorts on the samples', () => {
  for (const search of searches) {
    test.each(sorts)(`${search} sorted %s`, async (sort) => {
      const query = new URLSearchParams(`${search}&sort=${sort}`);
      const ids = (await listAll(query.toString())).map((v) => v.id);
      expect(ids).toEqual(expected(query.get('type') ?? 'all', query));
    });
  }
});

test('pagination walks every ad exactly once, at the default page size too', async () => {
  const all = await listAll('sort=price-asc', 5);
  expect(new Set(all.map((v) => v.id)).size).toBe(getSampleVehicles().length);
  const first = await getPage('');
  expect(first.items).toHaveLength(Math.min(24, getSampleVehicles().length));
  expect(first.total).toBe(getSampleVehicles().length);
  // Blank fields of a form mean "no bound".
  expect((await getPage('yearMin=&priceMax=&q=&cursor=')).total).toBe(first.total);
});

test('the first page names the category’s makes and towns for the filters, later pages do not', async () => {
  const first = (await getPage('type=scooters&make=Honda')) as Page & {
    facets?: { makes: string[]; locations: string[] };
  };
  const scooters = filterByType(getSampleVehicles(), 'scooters');
  // All makes of the category, not only the filtered ones: the checkboxes offer every choice.
  expect(new Set(first.facets?.makes)).toEqual(new Set(scooters.map((v) => v.make)));
  expect(new Set(first.facets?.locations)).toEqual(new Set(scooters.map((v) => v.location)));
  const atv = (await getPage('type=atv-adv')) as Page & { facets?: { makes: string[] } };
  expect(new Set(atv.facets?.makes)).toEqual(
    new Set(filterByType(getSampleVehicles(), 'atv-adv').map((v) => v.make)),
  );
  const next = await getPage(
    `type=all&limit=5&cursor=${(await getPage('type=all&limit=5')).nextCursor}`,
  );
  expect(next).not.toHaveProperty('facets');
});

test('keyword: whole word, partial word and a one-letter typo; ordering still by sort', async () => {
  const titles = async (q: string) =>
    (await listAll(`q=${encodeURIComponent(q)}&sort=price-asc`)).map((v) => v.title);
  const pulsar = getSampleVehicles().filter((v) => /pulsar/i.test(v.title));
  expect(pulsar.length).toBeGreaterThan(0);
  for (const q of ['Pulsar', 'puls', 'pulsr', 'PULSAR']) {
    expect(await titles(q)).toEqual(expect.arrayContaining(pulsar.map((v) => v.title)));
  }
  const prices = (await listAll('q=honda&sort=price-asc')).map((v) => v.price ?? Infinity);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect((await getPage('q=zzzzqqqq')).total).toBe(0);
});

test('a make, model or town in another script or spelling is asked for by its English name', async () => {
  const ids = async (query: string) => (await listAll(query)).map((v) => v.id).sort();
  const pulsar = await ids('q=pulsar');
  expect(pulsar.length).toBeGreaterThan(0);
  for (const q of ['පල්සර්', 'பல்சர்', 'palsar']) {
    expect(await ids(`q=${encodeURIComponent(q)}`)).toEqual(expect.arrayContaining(pulsar));
  }
  const colombo = await ids('location=Colombo');
  for (const town of ['කොළඹ', 'கொழும்பு', 'kolamba']) {
    expect(await ids(`location=${encodeURIComponent(town)}`)).toEqual(colombo);
  }
  expect(await ids(`make=${encodeURIComponent('ஹோண்டா')}`)).toEqual(await ids('make=Honda'));
});

test('slips in a make or model (a swap, a letter short) find it, as in the app', async () => {
  const ids = async (q: string) => (await listAll(`q=${encodeURIComponent(q)}`)).map((v) => v.id);
  for (const [typo, name] of [
    ['yamha', 'Yamaha'],
    ['hnda', 'Honda'],
    ['suzki', 'Suzuki'],
    ['bajja', 'Bajaj'],
    ['plusar', 'Pulsar'],
  ] as const) {
    const named = (await ids(name)).sort();
    expect(named.length, name).toBeGreaterThan(0);
    expect(await ids(typo), typo).toEqual(expect.arrayContaining(named));
    const app = filterVehicles(getSampleVehicles(), parseSearch({ q: typo })).map((v) => v.id);
    expect(app, typo).toEqual(expect.arrayContaining(named));
  }
});

test('every title-substring match of the app is found by the server’s keyword search', async () => {
  for (const q of ['dio', 'ns200', 'quad', 'Ray']) {
    const mine = filterVehicles(getSampleVehicles(), parseSearch({ q })).map((v) => v.id);
    const server = (await listAll(`q=${q}`)).map((v) => v.id);
    expect(server).toEqual(expect.arrayContaining(mine));
  }
});

test('one ad by id, and 404 for an unknown id', async () => {
  const [sample] = getSampleVehicles();
  const response = await app.inject({ url: `/api/vehicles/${sample!.id}` });
  expect(response.statusCode).toBe(200);
  expect(response.json<Vehicle>()).toEqual({
    ...sample,
    postedAt: new Date(sample!.postedAt).toISOString(),
    sample: true,
  });
  const missing = await app.inject({ url: '/api/vehicles/no-such-ad' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
});

test('bad query values are 400 with the field named, never 500', async () => {
  const bad = [
    'type=boats',
    'sort=cheapest',
    'limit=0',
    'limit=61',
    'limit=abc',
    'yearMin=twenty',
    'priceMax=-5',
    'unknown=1',
    'cursor=!!!',
    'cursor=eyJ4IjoxfQ',
    `q=${'x'.repeat(101)}`,
  ];
  for (const query of bad) {
    const response = await app.inject({ url: `/api/vehicles?${query}` });
    expect(response.statusCode, query).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('validation');
    expect(Object.keys(body.fields)).toContain(query.split('=')[0]);
  }
});

test('SQL injection attempts in every filter are plain text', async () => {
  const attacks = [
    "' OR 1=1 --",
    "'; DROP TABLE vehicles; --",
    '%',
    '_',
    '\\',
    "1' UNION SELECT * FROM schema_migrations --",
  ];
  for (const attack of attacks) {
    const value = encodeURIComponent(attack);
    for (const key of ['make', 'location', 'q']) {
      const response = await app.inject({ url: `/api/vehicles?${key}=${value}` });
      expect(response.statusCode, `${key}=${attack}`).toBe(200);
      expect(response.json<Page>().total, `${key}=${attack}`).toBe(0);
    }
    for (const key of ['yearMin', 'priceMax', 'sort', 'type', 'cursor']) {
      const response = await app.inject({ url: `/api/vehicles?${key}=${value}` });
      expect(response.statusCode, `${key}=${attack}`).toBe(400);
    }
    const byId = await app.inject({ url: `/api/vehicles/${value}` });
    expect(byId.statusCode).toBe(404);
  }
  expect((await getPage('')).total).toBe(getSampleVehicles().length);
});
