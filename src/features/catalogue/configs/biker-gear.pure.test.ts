// @vitest-environment node
import { bikerGear, type GearItem } from '@/data/biker-gear';
import {
  filterCatalogue,
  noFilters,
  parseCatalogueFilters,
  withCategory,
  withSubCategory,
  writeCatalogueFilters,
  type CatalogueFilters,
} from '../lib/filter-catalogue';
import { bikerGearCatalogue as gear, isInPriceBand } from './biker-gear';

function filterGear(list: GearItem[], filters: CatalogueFilters) {
  return filterCatalogue(gear, list, filters);
}

function item(overrides: Partial<GearItem>): GearItem {
  return {
    id: 'g',
    name: { en: 'Gear', si: 'උපකරණ', ta: 'உபகரணம்' },
    category: 'gloves',
    subCategory: null,
    brand: 'Fox',
    size: 'M',
    condition: 'new',
    price: 10_000,
    location: { en: 'Colombo', si: 'කොළඹ', ta: 'கொழும்பு' },
    rating: 4,
    verifiedSeller: false,
    image: '/images/gear/gloves.svg',
    phone: '0771234567',
    listedAt: '2024-11-01T09:00:00+05:30',
    ...overrides,
  };
}

const ids = (list: GearItem[]) => list.map((i) => i.id);

test('price band edges are inclusive on both sides', () => {
  expect(isInPriceBand(0, 'up-to-5000')).toBe(true);
  expect(isInPriceBand(5_000, 'up-to-5000')).toBe(true);
  expect(isInPriceBand(5_001, 'up-to-5000')).toBe(false);
  expect(isInPriceBand(4_999, '5000-15000')).toBe(false);
  expect(isInPriceBand(5_000, '5000-15000')).toBe(true);
  expect(isInPriceBand(15_000, '5000-15000')).toBe(true);
  expect(isInPriceBand(15_001, '5000-15000')).toBe(false);
  expect(isInPriceBand(14_999, '15000-30000')).toBe(false);
  expect(isInPriceBand(15_000, '15000-30000')).toBe(true);
  expect(isInPriceBand(30_000, '15000-30000')).toBe(true);
  expect(isInPriceBand(30_001, '15000-30000')).toBe(false);
  expect(isInPriceBand(29_999, '30000-plus')).toBe(false);
  expect(isInPriceBand(30_000, '30000-plus')).toBe(true);
  expect(isInPriceBand(5_000_000, '30000-plus')).toBe(true);
});

test('an item priced exactly 5,000 shows in both neighbouring bands', () => {
  const list = [item({ id: 'edge', price: 5_000 }), item({ id: 'high', price: 40_000 })];
  expect(ids(filterGear(list, { price: 'up-to-5000' }))).toEqual(['edge']);
  expect(ids(filterGear(list, { price: '5000-15000' }))).toEqual(['edge']);
  expect(ids(filterGear(list, { price: '30000-plus' }))).toEqual(['high']);
});

const helmets = [
  item({ id: 'full', category: 'helmets', subCategory: 'full' }),
  item({ id: 'half', category: 'helmets', subCategory: 'half' }),
  item({ id: 'modular', category: 'helmets', subCategory: 'modular' }),
  item({ id: 'gloves' }),
];

test('helmet type keeps only helmets of that type', () => {
  expect(ids(filterGear(helmets, { helmet: 'full' }))).toEqual(['full']);
  expect(ids(filterGear(helmets, { helmet: 'half' }))).toEqual(['half']);
  expect(ids(filterGear(helmets, { helmet: 'modular' }))).toEqual(['modular']);
});

test('no helmet type keeps every helmet and the rest', () => {
  expect(filterGear(helmets, noFilters)).toHaveLength(4);
});

test('choosing a helmet type selects helmets; another category clears the type', () => {
  const typed = withSubCategory(gear, noFilters, 'modular');
  expect(typed.category).toBe('helmets');
  expect(withCategory(gear, typed, 'gloves')).toMatchObject({ category: 'gloves', helmet: '' });
  expect(withCategory(gear, typed, 'helmets')).toMatchObject({
    category: 'helmets',
    helmet: 'modular',
  });
  expect(withSubCategory(gear, typed, '')).toMatchObject({ category: 'helmets', helmet: '' });
});

test('verified-only keeps verified sellers; unticked keeps everyone', () => {
  const list = [item({ id: 'v', verifiedSeller: true }), item({ id: 'u', verifiedSeller: false })];
  expect(ids(filterGear(list, { verified: '1' }))).toEqual(['v']);
  expect(ids(filterGear(list, noFilters))).toEqual(['v', 'u']);
});

test('size, brand, condition and category each narrow the list', () => {
  const list = [
    item({ id: 'a', size: 'S', brand: 'HJC', condition: 'used', category: 'jackets' }),
    item({ id: 'b', size: 'XL', brand: "Rev'it", condition: 'new', category: 'boots' }),
  ];
  expect(ids(filterGear(list, { size: 'XL' }))).toEqual(['b']);
  expect(ids(filterGear(list, { brand: 'HJC' }))).toEqual(['a']);
  expect(ids(filterGear(list, { brand: "Rev'it" }))).toEqual(['b']);
  expect(ids(filterGear(list, { condition: 'used' }))).toEqual(['a']);
  expect(ids(filterGear(list, { category: 'boots' }))).toEqual(['b']);
  expect(filterGear(list, { size: 'XS' })).toEqual([]);
});

test('URL params round-trip; a helmet type in the URL implies helmets; bad values fall back', () => {
  const filters = {
    size: 'L',
    brand: "Rev'it",
    price: '15000-30000',
    verified: '1',
    category: 'helmets',
    helmet: 'half',
    sort: 'price-desc',
  };
  const params = writeCatalogueFilters(gear, new URLSearchParams('view=biker-gear'), filters);
  expect(params.get('view')).toBe('biker-gear');
  expect(parseCatalogueFilters(gear, params)).toEqual(filters);
  expect(
    parseCatalogueFilters(gear, new URLSearchParams('helmet=full&category=boots')).category,
  ).toBe('helmets');
  expect(
    parseCatalogueFilters(gear, new URLSearchParams('size=XXXL&price=cheap&verified=yes')),
  ).toEqual(noFilters);
});

test('the sample catalogue has at least 30 items and covers every band edge', () => {
  expect(bikerGear.length).toBeGreaterThanOrEqual(30);
  expect(new Set(bikerGear.map((i) => i.id)).size).toBe(bikerGear.length);
  const prices = bikerGear.map((i) => i.price);
  expect(prices).toEqual(expect.arrayContaining([5_000, 15_000, 30_000]));
  for (const i of bikerGear) {
    expect(i.rating).toBeGreaterThanOrEqual(1);
    expect(i.rating).toBeLessThanOrEqual(5);
    expect(i.subCategory === null).toBe(i.category !== 'helmets');
  }
});
