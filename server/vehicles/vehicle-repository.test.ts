import { emptyVehicleSearch } from '@/domain/vehicles/vehicle-search';
import { buildAd } from '@/testing/test-vehicle';
import { parseVehicle } from '@/domain/vehicles/vehicle-schema';
import type { Db } from '../db/db';
import { createShortCache } from './short-cache';
import { createVehicleRepository, type ListQuery } from './vehicle-repository';

test('the short cache shares one load between concurrent callers and forgets failures', async () => {
  const cache = createShortCache<number>(60_000);
  let loads = 0;
  const load = async () => ++loads;
  const values = await Promise.all([cache.get('a', load), cache.get('a', load)]);
  expect(values).toEqual([1, 1]);
  await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await cache.get('b', load)).toBe(2);
  cache.clear();
  expect(await cache.get('a', load)).toBe(3);
  expect(await createShortCache<number>(0).get('a', load)).toBe(4); // 0 s: never kept
});

/** A database that records each statement's verb and answers with one ad. */
function recordingDb(statements: string[]): Db {
  const row = { ...parseVehicle(buildAd())!, postedAt: new Date('2026-01-01T00:00:00Z') };
  const db: Db = {
    engine: 'pglite',
    async query<Row extends object>(sql: string) {
      statements.push(sql.trim().split(/\s+/)[0]!);
      if (sql.includes('count(*)')) return [{ total: 1 }] as Row[];
      if (sql.includes('jsonb_to_recordset')) return [] as Row[];
      if (sql.startsWith('INSERT')) return [{ id: 'new' }] as Row[];
      return [row] as unknown as Row[];
    },
    exec: async () => undefined,
    transaction: (work) => work(db),
    close: async () => undefined,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
  return db;
}

const query: ListQuery = {
  filters: { ...emptyVehicleSearch, type: 'all' },
  sort: 'newest',
  cursor: null,
  limit: 24,
};

test('cached lists are dropped when this instance stores an ad', async () => {
  const statements: string[] = [];
  const repository = createVehicleRepository(recordingDb(statements), { listCacheSeconds: 60 });
  await repository.list(query);
  await repository.list(query);
  // One page query, one count, one for the cards' fair-price verdicts.
  expect(statements).toEqual(['SELECT', 'SELECT', 'SELECT']);
  await repository.insert([parseVehicle(buildAd({ id: 'new' }))!]);
  await repository.list(query);
  expect(statements).toEqual([
    'SELECT',
    'SELECT',
    'SELECT',
    'INSERT',
    'SELECT',
    'SELECT',
    'SELECT',
  ]);
});

test('with the list cache off, each page is read again but its verdicts are not recomputed', async () => {
  const statements: string[] = [];
  const repository = createVehicleRepository(recordingDb(statements), { listCacheSeconds: 0 });
  await repository.list(query);
  await repository.list(query);
  // Page, count, the verdicts' comparison groups; then the page alone.
  expect(statements).toEqual(['SELECT', 'SELECT', 'SELECT', 'SELECT']);
});
