import { getSampleVehicles } from '@/data/sample-vehicles';
import type { App } from '../app';
import { createTestEnv } from '../testing/test-app';
import { insertVehicles } from './vehicle-repository';

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

type Page = { items: unknown[]; total: number; totalCapped: boolean };

const get = (query: string) => app.inject({ url: `/api/vehicles?${query}` });

test('absurd list queries get a 400 naming the field, never a scan', async () => {
  const bad: Array<[string, string]> = [
    ['limit=1e9', 'limit'],
    [`q=${'a'.repeat(5_000)}`, 'q'],
    [`cursor=${'A'.repeat(2_000)}`, 'cursor'],
    ['cursor=WyJuZXdlc3QiLDEsMl0', 'cursor'],
    ['page=2', 'page'],
  ];
  for (const [query, field] of bad) {
    const response = await get(query);
    expect(response.statusCode, query).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
  }
  // A reversed price range is the same range.
  const reversed = (await get('priceMin=2000000&priceMax=100000')).json<Page>();
  expect(reversed).toEqual((await get('priceMin=100000&priceMax=2000000')).json<Page>());
});

test('a keyword search counts to 1,000 and then says so; category counts stay exact', async () => {
  const [sample] = getSampleVehicles();
  const copies = Array.from({ length: 1_050 }, (_, i) => ({
    ...sample!,
    id: `many-${i}`,
    title: `Zanzibarmoto ${i}`,
    postedAt: new Date(Date.now() - i * 60_000).toISOString(),
  }));
  await insertVehicles(app.db, copies);
  // Written behind the repository's back: a new filter set is counted afresh.
  const keyword = (await get(`type=${sample!.type}&q=zanzibarmoto`)).json<Page>();
  expect(keyword).toMatchObject({ total: 1_000, totalCapped: true });
  expect(keyword.items).toHaveLength(24);
  const prefix = (await get(`type=${sample!.type}&q=zanzibarmo`)).json<Page>();
  expect(prefix).toMatchObject({ total: 1_000, totalCapped: true });
  const exact = (await get(`type=${sample!.type}&make=${sample!.make}`)).json<Page>();
  expect(exact.totalCapped).toBe(false);
  expect(exact.total).toBeGreaterThan(1_050);
  const few = (await get('q=pulsar')).json<Page>();
  expect(few.totalCapped).toBe(false);
  expect(few.total).toBe(few.items.length);
});
