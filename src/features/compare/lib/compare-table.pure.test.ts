import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { buildVehicle } from '@/testing/test-vehicle';
import { compareColumns, compareRows, type CompareRowKey } from './compare-table';

const none = new Map();
const format: Record<CompareRowKey, (vehicle: Vehicle) => string> = {
  price: (v) => `Rs: ${v.price}`,
  year: (v) => String(v.year),
  mileage: (v) => String(v.mileageKm),
  engine: (v) => String(v.engineCapacityCc),
  condition: (v) => v.condition,
  location: (v) => v.location,
  posted: (v) => v.postedAt.slice(0, 10),
  fairPrice: (v) => v.priceCheck?.verdict ?? '—',
};

test("columns come from the server's answers, then this browser; the rest say why", () => {
  const a = buildVehicle({ id: 'a' });
  const b = buildVehicle({ id: 'b' });
  const mine = buildVehicle({ id: 'mine', title: 'Mine here' });
  const answers = new Map([
    ['a', { vehicle: a, gone: null }],
    ['sold', { vehicle: null, gone: { reason: 'sold' as const, type: 'scooters', make: 'Honda' } }],
    ['old', { vehicle: null, gone: { reason: 'expired' as const, type: 'scooters', make: '' } }],
    ['nope', { vehicle: null, gone: null }],
    // This browser's own ad the server does not know (yet): its copy here.
    ['mine', { vehicle: null, gone: null }],
    ['down', { vehicle: null, gone: null, unreachable: { copy: null } }],
  ]);
  const local = new Map([
    ['b', b],
    ['mine', mine],
  ]);
  const ids = ['a', 'b', 'sold', 'old', 'nope', 'mine', 'down', 'wait'];
  const columns = compareColumns(ids, { answers, local, server: true });
  expect(columns.map((c) => c.kind)).toEqual([
    'ad',
    'ad',
    'sold',
    'gone',
    'gone',
    'ad',
    'failed',
    'loading',
  ]);
  expect(columns[5]).toEqual({ id: 'mine', kind: 'ad', vehicle: mine });
  // A static host has nobody to ask: an id it does not know is gone.
  expect(compareColumns(['wait'], { answers: none, local, server: false })).toEqual([
    { id: 'wait', kind: 'gone' },
  ]);
});

test('rows mark where the ads differ, and only among ads', () => {
  const a = buildVehicle({ id: 'a', price: 500000, year: 2020, location: 'Colombo' });
  const b = buildVehicle({ id: 'b', price: 650000, year: 2020, location: 'Colombo' });
  const columns = [
    { id: 'a', kind: 'ad' as const, vehicle: a },
    { id: 'b', kind: 'ad' as const, vehicle: b },
    { id: 'x', kind: 'gone' as const },
  ];
  const rows = compareRows(columns, format);
  const row = (key: CompareRowKey) => rows.find((r) => r.key === key)!;
  expect(row('price')).toEqual({
    key: 'price',
    cells: ['Rs: 500000', 'Rs: 650000', null],
    differs: true,
  });
  expect(row('year').differs).toBe(false);
  expect(row('location').differs).toBe(false);
  // No ad has a price check: no row for it.
  expect(rows.map((r) => r.key)).not.toContain('fairPrice');
});

test('one ad alone differs from nothing; a price check on any ad adds its row', () => {
  const a = buildVehicle({ id: 'a' });
  const checked = {
    ...buildVehicle({ id: 'c' }),
    priceCheck: { verdict: 'good' as const, count: 6, p25: 1, p75: 2 },
  };
  expect(compareRows([{ id: 'a', kind: 'ad', vehicle: a }], format).some((r) => r.differs)).toBe(
    false,
  );
  const rows = compareRows(
    [
      { id: 'a', kind: 'ad', vehicle: a },
      { id: 'c', kind: 'ad', vehicle: checked },
    ],
    format,
  );
  expect(rows.find((r) => r.key === 'fairPrice')).toEqual({
    key: 'fairPrice',
    cells: ['—', 'good'],
    differs: true,
  });
});
