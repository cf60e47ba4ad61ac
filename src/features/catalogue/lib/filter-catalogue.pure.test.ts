// @vitest-environment node
import { bikerGearCatalogue } from '../configs/biker-gear';
import { pickOption, sortCatalogItems, writeCatalogueFilters } from './filter-catalogue';

const item = (id: string, price: number, listedAt: string) => ({ id, price, listedAt });
const ids = (list: { id: string }[]) => list.map((i) => i.id);

test('sort orders by newest, price low to high and high to low without mutating', () => {
  const list = [
    item('old-cheap', 100, '2024-01-01T00:00:00Z'),
    item('new-dear', 900, '2024-03-01T00:00:00Z'),
    item('mid', 500, '2024-02-01T00:00:00Z'),
  ];
  const copy = [...list];
  expect(ids(sortCatalogItems(list, 'newest'))).toEqual(['new-dear', 'mid', 'old-cheap']);
  expect(ids(sortCatalogItems(list, 'price-asc'))).toEqual(['old-cheap', 'mid', 'new-dear']);
  expect(ids(sortCatalogItems(list, 'price-desc'))).toEqual(['new-dear', 'mid', 'old-cheap']);
  expect(list).toEqual(copy);
});

test('equal prices keep the newest first', () => {
  const list = [item('older', 100, '2024-01-01T00:00:00Z'), item('newer', 100, '2024-05-01')];
  expect(ids(sortCatalogItems(list, 'price-asc'))).toEqual(['newer', 'older']);
  expect(ids(sortCatalogItems(list, 'price-desc'))).toEqual(['newer', 'older']);
});

test('a URL value outside the allowed list means any', () => {
  expect(pickOption('used', ['new', 'used'])).toBe('used');
  expect(pickOption('broken', ['new', 'used'])).toBe('');
  expect(pickOption(null, ['new', 'used'])).toBe('');
});

test('filters are written to the URL, empty values removed, other params kept', () => {
  const next = writeCatalogueFilters(
    bikerGearCatalogue,
    new URLSearchParams('view=biker-gear&size=M&sort=price-asc'),
    { size: '', brand: 'Fox', sort: 'newest' },
  );
  expect(next.toString()).toBe('view=biker-gear&brand=Fox');
});
