// @vitest-environment node
import { spareParts, type SparePart } from '@/data/spare-parts';
import {
  filterCatalogue,
  noFilters,
  parseCatalogueFilters,
  writeCatalogueFilters,
  type CatalogueFilters,
} from '../lib/filter-catalogue';
import { sparePartsCatalogue } from './spare-parts';

function filterSpareParts(list: SparePart[], filters: CatalogueFilters) {
  return filterCatalogue(sparePartsCatalogue, list, filters);
}

function part(overrides: Partial<SparePart>): SparePart {
  return {
    id: 'p',
    name: { en: 'Part', si: 'කොටස', ta: 'பாகம்' },
    category: 'engine',
    brand: 'Honda',
    compatibility: 'Honda Dio 110',
    condition: 'new',
    price: 1000,
    location: { en: 'Colombo', si: 'කොළඹ', ta: 'கொழும்பு' },
    image: '/images/parts/engine.svg',
    phone: '0771234567',
    listedAt: '2024-11-01T09:00:00+05:30',
    ...overrides,
  };
}

const parts = [
  part({ id: 'a', brand: 'Honda', compatibility: 'Honda Dio 110, Activa', category: 'engine' }),
  part({
    id: 'b',
    brand: 'Yamaha',
    compatibility: 'Yamaha FZ-S',
    condition: 'used',
    category: 'tyres',
  }),
  part({
    id: 'c',
    brand: 'Bajaj',
    compatibility: 'Bajaj Pulsar 150',
    condition: 'refurbished',
    category: 'chains',
  }),
];

test('no filters keeps every part', () => {
  expect(filterSpareParts(parts, noFilters)).toHaveLength(3);
});

test('brand filter keeps only that brand', () => {
  const result = filterSpareParts(parts, { brand: 'Yamaha' });
  expect(result.map((p) => p.id)).toEqual(['b']);
});

test('compatibility matches a case-insensitive substring, ignoring outer spaces', () => {
  for (const text of ['pulsar', 'PULSAR 150', '  Pulsar ', 'ar 15']) {
    const result = filterSpareParts(parts, { compat: text });
    expect(result.map((p) => p.id)).toEqual(['c']);
  }
});

test('compatibility that matches nothing gives an empty list', () => {
  const result = filterSpareParts(parts, { compat: 'vespa' });
  expect(result).toEqual([]);
});

test('blank compatibility text does not filter', () => {
  expect(filterSpareParts(parts, { compat: '   ' })).toHaveLength(3);
});

test('condition filter covers new, used and refurbished', () => {
  const ids = (condition: 'new' | 'used' | 'refurbished') =>
    filterSpareParts(parts, { condition }).map((p) => p.id);
  expect(ids('new')).toEqual(['a']);
  expect(ids('used')).toEqual(['b']);
  expect(ids('refurbished')).toEqual(['c']);
});

test('category filter keeps only that category', () => {
  const result = filterSpareParts(parts, { category: 'tyres' });
  expect(result.map((p) => p.id)).toEqual(['b']);
});

test('filters combine with AND', () => {
  const result = filterSpareParts(parts, { brand: 'Honda', condition: 'used' });
  expect(result).toEqual([]);
});

test('URL params round-trip and bad values fall back to any', () => {
  const filters = { brand: 'TVS', compat: 'apache', sort: 'price-asc' };
  const params = writeCatalogueFilters(
    sparePartsCatalogue,
    new URLSearchParams('view=spare-parts'),
    filters,
  );
  expect(params.get('view')).toBe('spare-parts');
  expect(parseCatalogueFilters(sparePartsCatalogue, params)).toEqual(filters);
  const bad = parseCatalogueFilters(
    sparePartsCatalogue,
    new URLSearchParams('brand=Suzuki&condition=broken&category=x&sort=?'),
  );
  expect(bad).toEqual(noFilters);
});

test('default filters write no params', () => {
  expect(
    writeCatalogueFilters(sparePartsCatalogue, new URLSearchParams(), noFilters).toString(),
  ).toBe('');
});

test('the sample catalogue has at least 30 parts with unique ids and 07X phones', () => {
  expect(spareParts.length).toBeGreaterThanOrEqual(30);
  expect(new Set(spareParts.map((p) => p.id)).size).toBe(spareParts.length);
  for (const p of spareParts) expect(p.phone).toMatch(/^07\d{8}$/);
});
