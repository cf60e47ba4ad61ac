import { categoryOfType } from './vehicle-types';
import { isSafeImageUrl, parseVehicle } from './vehicle-schema';
import { buildAd } from '@/testing/test-vehicle';
import { VEHICLE_LIMITS } from './vehicle-limits';

const base = buildAd();

test('a minimal ad is normalised: register year, engine, phone, lists', () => {
  const vehicle = parseVehicle({ ...base, engineCc: 110 });
  expect(vehicle).toMatchObject({
    registerYear: 2020,
    engineCc: 110,
    engineCapacityCc: 110,
    mileageKm: null,
    phone: '',
    image: '',
    gallery: [],
    categories: [],
    tags: [],
    transmission: null,
    description: null,
  });
  expect(parseVehicle({ ...base, engineCapacityCc: 150, engineCc: 110 })?.engineCc).toBe(150);
  expect(parseVehicle({ ...base, registerYear: 2021 })?.registerYear).toBe(2021);
});

test('the description is optional plain text: trimmed, line breaks kept, over 3,000 refused', () => {
  const text = 'Two owners.\n\nNew tyres <b>2024</b> ශ්‍රී 🏍️';
  expect(parseVehicle({ ...base, description: `  ${text}\n ` })?.description).toBe(text);
  expect(parseVehicle({ ...base, description: ' \n ' })?.description).toBeNull();
  expect(parseVehicle({ ...base, description: null })?.description).toBeNull();
  const longest = 'x'.repeat(VEHICLE_LIMITS.descriptionMax);
  expect(parseVehicle({ ...base, description: longest })?.description).toBe(longest);
  expect(parseVehicle({ ...base, description: `${longest}x` })).toBeNull();
  expect(parseVehicle({ ...base, description: 42 })).toBeNull();
});

test('price null means Negotiable; absurd values are rejected', () => {
  expect(parseVehicle({ ...base, price: null })?.price).toBeNull();
  expect(parseVehicle({ ...base, price: -1 })).toBeNull();
  expect(parseVehicle({ ...base, price: '500000' })).toBeNull();
  expect(parseVehicle({ ...base, price: Number.POSITIVE_INFINITY })).toBeNull();
  expect(parseVehicle({ ...base, year: 99999 })).toBeNull();
  expect(parseVehicle({ ...base, year: 1900 })).toBeNull();
  expect(parseVehicle({ ...base, mileageKm: -5 })).toBeNull();
  expect(parseVehicle({ ...base, title: 'x'.repeat(1_000_000) })).toBeNull();
  expect(parseVehicle({ ...base, type: 'tractor' })).toBeNull();
  expect(parseVehicle({ ...base, condition: 'Broken' })).toBeNull();
  expect(parseVehicle({ ...base, postedAt: 'yesterday' })).toBeNull();
});

test('atv, adv, adventure and dual-sport types are kept and belong to atv-adv', async () => {
  const { getVehicleSchema } = await import('./vehicle-schema');
  for (const type of ['atv', 'adv', 'adventure', 'dual-sport'] as const) {
    expect(getVehicleSchema().parse({ ...base, type }).type).toBe(type);
    expect(categoryOfType(type)).toBe('atv-adv');
  }
  expect(categoryOfType('trail')).toBe('trail');
  expect(parseVehicle({ ...base, type: 'quad' })).toBeNull();
});

test('wrong types and missing fields are rejected without throwing', () => {
  for (const value of [null, 42, 'ad', [], {}, { ...base, id: '' }, { ...base, make: 7 }]) {
    expect(parseVehicle(value)).toBeNull();
  }
  expect(parseVehicle({ ...base, location: undefined })).toBeNull();
});

test('HTML in text fields is kept as plain text, Sinhala joiners are kept', () => {
  const title = '<img src=x onerror=alert(1)><script>alert(1)</script>';
  expect(parseVehicle({ ...base, title })?.title).toBe(title);
  expect(parseVehicle({ ...base, location: 'ශ්‍රී ජයවර්ධනපුර' })?.location).toBe('ශ්‍රී ජයවර්ධනපුර');
});

test('unsafe image URLs are dropped so a placeholder shows', () => {
  const vehicle = parseVehicle({
    ...base,
    image: 'javascript:alert(1)',
    gallery: [
      'javascript:alert(2)',
      '/images/vehicles/scooter-red-side.svg',
      'data:text/html;base64,PHA+',
    ],
  });
  expect(vehicle?.image).toBe('/images/vehicles/scooter-red-side.svg');
  expect(vehicle?.gallery).toEqual(['/images/vehicles/scooter-red-side.svg']);
  expect(parseVehicle({ ...base, image: 'JAVASCRIPT:alert(1)' })?.image).toBe('');
});

test('isSafeImageUrl accepts http(s), same-origin paths and image data URLs only', () => {
  expect(isSafeImageUrl('https://example.com/a.webp')).toBe(true);
  expect(isSafeImageUrl('/images/a.svg')).toBe(true);
  expect(isSafeImageUrl('data:image/webp;base64,AAAA')).toBe(true);
  expect(isSafeImageUrl('//evil.example/a.png')).toBe(false);
  // The browser reads these as another host too.
  expect(isSafeImageUrl('/\\evil.example/a.png')).toBe(false);
  expect(isSafeImageUrl('/\t/evil.example/a.png')).toBe(false);
  expect(isSafeImageUrl('/\\/evil.example/a.png')).toBe(false);
  expect(isSafeImageUrl('/images/a b.svg')).toBe(true);
  expect(isSafeImageUrl(' javascript:alert(1)')).toBe(false);
  expect(isSafeImageUrl('data:image/svg+xml;base64,AAAA')).toBe(false);
  expect(isSafeImageUrl('vbscript:x')).toBe(false);
  expect(isSafeImageUrl(`https://a.lk/${'x'.repeat(VEHICLE_LIMITS.urlMax)}`)).toBe(false);
});

test('text limits count characters as people see them: an emoji is one', () => {
  // The former hand copy of these rules counted UTF-16 units and refused this make.
  expect(parseVehicle({ ...base, make: '🏍'.repeat(VEHICLE_LIMITS.makeMax) })?.make).toHaveLength(
    VEHICLE_LIMITS.makeMax * 2,
  );
  expect(parseVehicle({ ...base, make: '🏍'.repeat(VEHICLE_LIMITS.makeMax + 1) })).toBeNull();
});

test('the year limit is next year, and follows the clock across a new year', () => {
  vi.useFakeTimers();
  try {
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59));
    expect(VEHICLE_LIMITS.maxYear()).toBe(2027);
    vi.setSystemTime(new Date(2027, 0, 1, 0, 1));
    expect(VEHICLE_LIMITS.maxYear()).toBe(2028);
    vi.setSystemTime(new Date(2025, 5, 1));
    expect(VEHICLE_LIMITS.maxYear()).toBe(2026);
  } finally {
    vi.useRealTimers();
  }
});
