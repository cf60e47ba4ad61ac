// @vitest-environment node
import { buildVehicle } from '@/testing/test-vehicle';
import { mergeListing } from '@/domain/vehicles/merge-listing';

const ad = (id: string, price: number, day: number) =>
  buildVehicle({ id, price, postedAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z` });

const server = [ad('s1', 500_000, 20), ad('s2', 400_000, 15), ad('s3', 300_000, 10)];

test('a local ad takes its place among the loaded server ads', () => {
  const mine = ad('mine', 1, 18);
  expect(mergeListing(server, [mine], 'newest', false).map((v) => v.id)).toEqual([
    's1',
    'mine',
    's2',
    's3',
  ]);
});

test('a local ad that sorts after the last loaded page waits until every page is loaded', () => {
  const old = ad('old', 1, 1);
  expect(mergeListing(server, [old], 'newest', false).map((v) => v.id)).toEqual(['s1', 's2', 's3']);
  expect(mergeListing(server, [old], 'newest', true).map((v) => v.id)).toEqual([
    's1',
    's2',
    's3',
    'old',
  ]);
});

test('an ad the server already sent shows once, where the server put it', () => {
  const copy = ad('s2', 400_000, 15);
  expect(mergeListing(server, [copy], 'newest', true).map((v) => v.id)).toEqual(['s1', 's2', 's3']);
});

test('with no server ads yet, local ads show only once the server says there are none', () => {
  const mine = ad('mine', 1, 18);
  expect(mergeListing([], [mine], 'newest', false)).toEqual([]);
  expect(mergeListing([], [mine], 'newest', true).map((v) => v.id)).toEqual(['mine']);
});
