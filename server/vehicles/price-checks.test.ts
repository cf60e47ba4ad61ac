import { buildVehicle } from '@/testing/test-vehicle';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../app';
import { createTestEnv } from '../testing/test-app';
import { createVehicleRepository } from './vehicle-repository';

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

const comparablesSql = `SELECT count(*) FROM vehicles WHERE make_key = 'tvs'
  AND lower(normalize(btrim(model), NFC)) = 'ntorq 125' AND year BETWEEN 2019 AND 2021
  AND posted_at > now() - interval '180 days' AND hidden_at IS NULL AND status = 'active'
  AND price IS NOT NULL AND expires_at > now() AND id <> 'x'`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const PRICES = [380_000, 400_000, 420_000, 450_000, 470_000, 500_000, 520_000];

function ntorq(id: string, price: number | null, fields: Partial<Vehicle> = {}): Vehicle {
  return buildVehicle({
    id,
    title: `TVS Ntorq 125 ${id}`,
    make: 'TVS',
    model: 'Ntorq 125',
    year: 2020,
    price,
    postedAt: daysAgo(2),
    ...fields,
  });
}

async function verdictOf(id: string) {
  const response = await app.inject({ url: `/api/vehicles/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Vehicle>().priceCheck ?? null;
}

test('seven comparable Ntorqs: the cheapest is a good price, the dearest above market', async () => {
  await app.vehicles.insert(PRICES.map((price, i) => ntorq(`ntorq-${i}`, price)));
  // Not comparable: another model, too old a model year, posted too long ago, hidden, no price.
  await app.vehicles.insert([
    ntorq('other-model', 100_000, { model: 'Jupiter' }),
    ntorq('old-year', 100_000, { year: 2017 }),
    ntorq('old-ad', 100_000, { postedAt: daysAgo(200) }),
    ntorq('hidden', 100_000),
    ntorq('no-price', null),
  ]);
  await app.vehicles.setHidden('hidden', true);
  expect(await verdictOf('ntorq-0')).toEqual({
    verdict: 'good',
    count: 6,
    p25: 427_500,
    p75: 492_500,
  });
  expect((await verdictOf('ntorq-3'))?.verdict).toBe('fair');
  expect((await verdictOf('ntorq-6'))?.verdict).toBe('above');
  expect(await verdictOf('no-price')).toBeNull();
  expect(await verdictOf('other-model')).toBeNull();
});

test('list pages carry each card its verdict, in one query for the page', async () => {
  const page = await app.inject({ url: '/api/vehicles?type=scooters&make=TVS&sort=price-asc' });
  const items = page.json<{ items: Vehicle[] }>().items;
  const byId = new Map(items.map((item) => [item.id, item.priceCheck?.verdict ?? null]));
  expect(byId.get('ntorq-0')).toBe('good');
  expect(byId.get('ntorq-6')).toBe('above');
  expect(byId.get('other-model')).toBeNull();
});

test('a cached verdict follows the market: a sale and a new cheaper ad change it at once', async () => {
  const cached = createVehicleRepository(app.db, { listCacheSeconds: 600 });
  const check = async (id: string) => (await cached.lookup(id))?.vehicle?.priceCheck ?? null;
  expect(await check('ntorq-1')).toMatchObject({ verdict: 'good', count: 6 });
  await cached.markSold('ntorq-0');
  expect(await check('ntorq-0')).toBeNull();
  expect(await check('ntorq-1')).toMatchObject({ verdict: 'good', count: 5 });
  await cached.insert([ntorq('ntorq-cheap', 300_000)]);
  expect(await check('ntorq-1')).toMatchObject({ verdict: 'good', count: 6, p25: 427_500 });
  expect(await check('ntorq-cheap')).toMatchObject({ verdict: 'good', count: 6 });
  const { version } = (await cached.state('ntorq-cheap'))!;
  await cached.update({ ...ntorq('ntorq-cheap', 900_000) }, version);
  expect(await check('ntorq-cheap')).toMatchObject({ verdict: 'above' });
});

test('the comparables of an ad are one range of the index made for them', async () => {
  // Enough other TVS ads that reading every TVS ad would cost more than the range.
  const models = ['Jupiter', 'Apache RTR 160', 'Scooty Pep', 'XL100', 'Raider 125', 'Wego'];
  await app.vehicles.insert(
    Array.from({ length: 3_000 }, (_, i) =>
      ntorq(`bulk-${i}`, 200_000 + i, { model: models[i % models.length]!, year: 2010 + (i % 15) }),
    ),
  );
  await app.db.exec('ANALYZE vehicles');
  const plan = await app.db.query<Record<string, string>>(`EXPLAIN ${comparablesSql}`);
  expect(plan.map((row) => Object.values(row).join(' ')).join('\n')).toContain(
    'vehicles_comparables',
  );
});
