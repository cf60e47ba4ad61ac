// @vitest-environment node
import { buildAd } from '@/testing/test-vehicle';
import { readStoredVehicle } from './read-stored-vehicle';
import { VEHICLE_LIMITS } from './vehicle-limits';
import { parseVehicle } from './vehicle-schema';

test('a clean ad reads exactly as the strict schema gives it', () => {
  const ad = buildAd({ mileageKm: 1200, tags: ['quad'], phone: '0771234567' });
  expect(readStoredVehicle(ad)).toStrictEqual(parseVehicle(ad));
});

test('an ad whose make is over the limit is shown, its make clipped', () => {
  const make = `Royal Enfield Motorcycles of Chennai ${'x'.repeat(20)}`;
  expect(make.length).toBeGreaterThan(VEHICLE_LIMITS.makeMax);
  const vehicle = readStoredVehicle(buildAd({ make }));
  expect(vehicle?.make).toHaveLength(VEHICLE_LIMITS.makeMax);
  expect(vehicle?.make.startsWith('Royal Enfield Motorcycles')).toBe(true);
  expect(vehicle?.make.endsWith('…')).toBe(true);
  expect(vehicle?.model).toBe('Dio');
});

test('a 200-character title is clipped to the title limit; text stays text', () => {
  const title = `<script>alert(1)</script>${'a'.repeat(175)}`;
  const vehicle = readStoredVehicle(buildAd({ title }));
  expect(vehicle?.title).toHaveLength(VEHICLE_LIMITS.titleMax);
  expect(vehicle?.title.startsWith('<script>alert(1)</script>aaa')).toBe(true);
  expect(readStoredVehicle(buildAd({ title: '🏍'.repeat(200) }))?.title).toBe(
    `${'🏍'.repeat(VEHICLE_LIMITS.titleMax - 1)}…`,
  );
});

test('a 10,000-character description is clipped to the limit; the ad still shows', () => {
  const description = `<img src=x onerror=alert(1)>\n${'ශ්‍රී '.repeat(2_000)}`;
  const vehicle = readStoredVehicle(buildAd({ description }));
  expect(vehicle?.title).toBe('Honda Dio');
  expect(vehicle?.description?.length).toBeLessThanOrEqual(VEHICLE_LIMITS.descriptionMax);
  expect(vehicle?.description?.length).toBeGreaterThan(VEHICLE_LIMITS.descriptionMax - 5);
  expect(vehicle?.description?.startsWith('<img src=x onerror=alert(1)>\nශ්‍රී')).toBe(true);
  expect(vehicle?.description?.endsWith('…')).toBe(true);
  expect(readStoredVehicle(buildAd({ description: 7 }))?.description).toBeNull();
});

test('out-of-range optional numbers are dropped to null', () => {
  const vehicle = readStoredVehicle(
    buildAd({ mileageKm: -5, price: 1e12, engineCc: 99_999, registerYear: 1800 }),
  );
  expect(vehicle).toMatchObject({
    mileageKm: null,
    price: null,
    engineCc: null,
    engineCapacityCc: null,
    registerYear: 2020,
  });
});

test('wrongly typed or unsafe optional fields are dropped, the rest kept', () => {
  const vehicle = readStoredVehicle(
    buildAd({
      color: 42,
      fuelType: ['Petrol'],
      transmission: 'x'.repeat(50),
      tags: 'quad',
      categories: ['atv', 7, '  '],
      gallery: ['javascript:alert(1)', '/images/a.webp', 3],
      image: 'data:text/html;base64,PHA+',
      phone: '0'.repeat(30),
      condition: 'mint',
      postedAt: 12,
      location: { town: 'Galle' },
    }),
  );
  expect(vehicle).toMatchObject({
    color: null,
    fuelType: null,
    transmission: `${'x'.repeat(VEHICLE_LIMITS.shortTextMax - 1)}…`,
    tags: [],
    categories: ['atv'],
    gallery: ['/images/a.webp'],
    image: '/images/a.webp',
    phone: '',
    condition: 'Used',
    postedAt: '',
    location: '',
    make: 'Honda',
    year: 2020,
  });
});

test('an old ad with a numeric model and a lower-case condition still shows', () => {
  const vehicle = readStoredVehicle(buildAd({ model: 150, condition: 'new', year: 1940 }));
  expect(vehicle).toMatchObject({ model: '150', condition: 'New', year: 1940 });
});

test('entries that are not ads are not shown', () => {
  const notAds: unknown[] = [
    42,
    'an ad',
    null,
    undefined,
    true,
    [buildAd()],
    {},
    { id: 'partial' },
    buildAd({ id: '   ' }),
    buildAd({ id: 7 }),
    buildAd({ type: 'tractor' }),
    buildAd({ make: undefined }),
    buildAd({ model: null }),
    buildAd({ year: '2020' }),
    buildAd({ year: 99_999 }),
    buildAd({ year: 2020.5 }),
  ];
  for (const entry of notAds) expect(readStoredVehicle(entry)).toBeNull();
});
