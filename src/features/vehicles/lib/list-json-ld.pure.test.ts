// @vitest-environment node
import { buildVehicle } from '@/testing/test-vehicle';
import { LIST_JSON_LD_MAX, listJsonLd } from './list-json-ld';

test('a list names its first ads in order, each with its own page, and how many it holds', () => {
  const ads = Array.from({ length: 30 }, (_, i) =>
    buildVehicle({ id: `ad-${i}`, title: `Dio ${i}` }),
  );
  const data = listJsonLd(ads, {
    name: 'Scooters',
    url: 'https://bikebazaar.lk/si/browse/scooters',
    total: 30,
    titleOf: (ad) => ad.title,
    urlOf: (ad) => `https://bikebazaar.lk/si/vehicle/${ad.id}`,
  });
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Scooters',
    numberOfItems: 30,
  });
  const items = data.itemListElement as unknown as Array<Record<string, unknown>>;
  expect(items).toHaveLength(LIST_JSON_LD_MAX);
  expect(items[0]).toEqual({
    '@type': 'ListItem',
    position: 1,
    url: 'https://bikebazaar.lk/si/vehicle/ad-0',
    name: 'Dio 0',
  });
  expect(items.at(-1)).toMatchObject({ position: LIST_JSON_LD_MAX });
});
