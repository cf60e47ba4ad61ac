// @vitest-environment node
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { FEATURED_VEHICLE_IDS, mergeVehicles, getSampleVehicles } from './sample-vehicles';
import { getVehicleSchema, type Vehicle } from '@/domain/vehicles/vehicle-schema';

test('every category has at least 8 sample listings with unique ids', () => {
  for (const type of vehicleTypes) {
    expect(
      getSampleVehicles().filter((vehicle) => vehicle.type === type).length,
    ).toBeGreaterThanOrEqual(8);
  }
  expect(new Set(getSampleVehicles().map((vehicle) => vehicle.id)).size).toBe(
    getSampleVehicles().length,
  );
});

test('samples are valid ads with our own images and a gallery', () => {
  for (const vehicle of getSampleVehicles()) {
    // The full schema, not its fast path: the app shows samples through the fast path alone.
    expect(getVehicleSchema().parse(vehicle)).toEqual(vehicle);
    expect(vehicle.image).toMatch(/^\/images\/vehicles\/[a-z-]+\.svg$/);
    expect(vehicle.gallery.length).toBeGreaterThanOrEqual(3);
    expect(vehicle.engineCc).toBe(vehicle.engineCapacityCc);
    expect(vehicle.phone === '' || /^07\d{8}$/.test(vehicle.phone)).toBe(true);
  }
});

test('the two built-in sample vehicles come first and some listings are negotiable', () => {
  expect(
    getSampleVehicles()
      .slice(0, 2)
      .map((vehicle) => vehicle.id),
  ).toEqual(['sample-vehicle-1', 'sample-vehicle-2']);
  expect(getSampleVehicles().some((vehicle) => vehicle.price === null)).toBe(true);
  expect(getSampleVehicles().some((vehicle) => vehicle.mileageKm === null)).toBe(true);
});

test('featured ids are sample listings', () => {
  for (const id of FEATURED_VEHICLE_IDS) {
    expect(getSampleVehicles().some((vehicle) => vehicle.id === id)).toBe(true);
  }
});

test('mergeVehicles puts samples first and never lets a user ad replace a sample', () => {
  const [first, second] = getSampleVehicles() as [Vehicle, Vehicle];
  const mine = { ...second, id: 'my-ad-1', title: 'Mine' };
  const clash = { ...second, id: first.id, title: 'Impostor' };
  const merged = mergeVehicles([first], [clash, mine, { ...mine, title: 'Duplicate' }]);
  expect(merged.map((vehicle) => vehicle.title)).toEqual([first.title, 'Mine']);
});

test('one model has 5 comparables, so the demo shows the fair-price badge', async () => {
  const { priceCheckAmong } = await import('@/domain/pricing/fair-price');
  const samples = getSampleVehicles();
  // As of the newest sample: the rule counts ads posted in the 180 days before now.
  const now = Math.max(...samples.map((ad) => Date.parse(ad.postedAt))) + 86_400_000;
  const dio = samples.find((ad) => ad.id === 'honda-dio-2022-colombo')!;
  expect(priceCheckAmong(dio, samples, now)).toMatchObject({ verdict: 'fair', count: 5 });
  const judged = samples.filter((ad) => priceCheckAmong(ad, samples, now) !== null);
  expect(judged.map((ad) => ad.id)).toContain('honda-dio-2022-matara');
});
