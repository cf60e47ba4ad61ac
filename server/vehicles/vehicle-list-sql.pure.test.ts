import { emptyVehicleSearch } from '@/domain/vehicles/vehicle-search';
import { countSql, type ListFilters, pageSql } from './vehicle-list-sql';

const filters = (changes: Partial<ListFilters>): ListFilters => ({
  ...emptyVehicleSearch,
  type: 'all',
  ...changes,
});
const page = (changes: Partial<ListFilters>, cursor: { key: string | number; id: string } | null) =>
  pageSql(filters(changes), 'words', 'newest', cursor, 25, 'id');

test('row limits are in the text, so a prepared statement can keep one plan', () => {
  const sql = page({ type: 'scooters' }, null);
  expect(sql.text).toMatch(/LIMIT 25$/);
  expect(sql.params).toEqual(['scooters']);
  expect(countSql(filters({ q: 'pulsar' }), 'words', 1_001).text).toMatch(/LIMIT 1001\) hit/);
  expect(() => pageSql(filters({}), 'words', 'newest', null, 1.5, 'id')).toThrow(RangeError);
});

test('statements without a keyword are marked for one plan; a keyword search is planned each time', () => {
  expect(page({ type: 'scooters' }, null).plan).toBe('generic');
  expect(page({}, { key: '2026-01-01T00:00:00.000Z', id: 'm' }).plan).toBe('generic');
  expect(pageSql(filters({}), 'words', 'price-asc', { key: 400_000, id: 'm' }, 25, 'id').plan).toBe(
    'generic',
  );
  expect(page({ make: ['Honda'] }, null).plan).toBe('generic');
  expect(page({ priceMax: 500_000 }, null).plan).toBe('generic');
  expect(countSql(filters({ location: ['Kandy'] }), 'words').plan).toBe('generic');
  // How rare the word is decides between its GIN entries and a walk of the order.
  expect(page({ q: 'pulsar' }, null).plan).toBeUndefined();
  expect(countSql(filters({ q: 'pulsar' }), 'words', 1_001).plan).toBeUndefined();
});
