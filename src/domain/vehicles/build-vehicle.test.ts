// @vitest-environment node
import { buildAdForm } from '@/testing/test-vehicle';
import { parseVehicle } from './vehicle-schema';
import {
  buildVehicleFromForm,
  createVehicleId,
  randomSuffix,
  slugify,
  UNTITLED_VEHICLE,
  type UploadedImages,
} from './build-vehicle';
import type { PostAdFormValues } from './post-ad-form-schema';

const now = new Date('2024-11-21T10:20:00.000Z');
const random = () => 0.5;
const noImages: UploadedImages = { hero: null, gallery: [] };
const HERO = 'data:image/webp;base64,SEVSTw==';
const G1 = 'data:image/webp;base64,RzE=';
const G2 = 'data:image/jpeg;base64,RzI=';

function build(overrides: Partial<PostAdFormValues> = {}, images = noImages) {
  return buildVehicleFromForm(buildAdForm(overrides), images, now, random);
}

test('a minimal valid form maps to a valid stored ad with defaults', () => {
  const ad = build();
  expect(ad).toEqual({
    id: 'honda-dio-1732184400000-i00000',
    type: 'scooters',
    title: 'Honda Dio',
    make: 'Honda',
    model: 'Dio',
    year: 2019,
    registerYear: 2019,
    price: null,
    mileageKm: null,
    engineCc: null,
    engineCapacityCc: null,
    transmission: null,
    fuelType: null,
    color: null,
    description: null,
    condition: 'Used',
    location: 'Colombo',
    postedAt: '2024-11-21T10:20:00.000Z',
    phone: '071 234 5678',
    image: '',
    gallery: [],
    categories: ['scooters'],
    tags: [],
  });
  expect(parseVehicle(ad)).not.toBeNull();
});

test('title falls back to "make model", then to Untitled Vehicle', () => {
  expect(build({ title: '  Clean Dio, one owner ' }).title).toBe('Clean Dio, one owner');
  expect(build({ title: '   ' }).title).toBe('Honda Dio');
  expect(build({ title: '', make: 'Honda', model: ' ' }).title).toBe('Honda');
  expect(build({ title: '', make: '', model: '' }).title).toBe(UNTITLED_VEHICLE);
  expect(UNTITLED_VEHICLE).toBe('Untitled Vehicle');
});

test('price is a number, null when empty, null when Negotiable', () => {
  expect(build({ price: '1,250,000' }).price).toBe(1_250_000);
  expect(build({ price: '0' }).price).toBe(0);
  expect(build({ price: '' }).price).toBeNull();
  expect(build({ price: '   ' }).price).toBeNull();
  expect(build({ price: '450000', negotiable: true }).price).toBeNull();
});

test('numeric fields become numbers and empty ones null', () => {
  const ad = build({ mileageKm: '12,500', engineCapacityCc: '110', registerYear: '2020' });
  expect(ad.mileageKm).toBe(12_500);
  expect(ad.engineCapacityCc).toBe(110);
  expect(ad.registerYear).toBe(2020);
  expect(ad.year).toBe(2019);
  const empty = build({ mileageKm: '', engineCapacityCc: '' });
  expect(empty.mileageKm).toBeNull();
  expect(empty.engineCapacityCc).toBeNull();
});

test('the description keeps its line breaks (one kind), trimmed; blank is null', () => {
  expect(build({ description: '\n  Two owners.\r\n\r\nNew tyres.\rඅලුත් ටයර්  \n' }).description).toBe(
    'Two owners.\n\nNew tyres.\nඅලුත් ටයර්',
  );
  expect(build({ description: ' \n\t ' }).description).toBeNull();
  expect(parseVehicle(build({ description: 'x'.repeat(3_000) }))?.description).toHaveLength(3_000);
});

test('registerYear defaults to the model year', () => {
  expect(build({ year: '2015', registerYear: '' }).registerYear).toBe(2015);
});

test('engineCc equals engineCapacityCc', () => {
  const ad = build({ engineCapacityCc: '150' });
  expect(ad.engineCc).toBe(150);
  expect(ad.engineCapacityCc).toBe(150);
});

test('hero: the uploaded hero, else the URL, else the first gallery item, else empty', () => {
  const url = 'https://example.lk/hero.jpg';
  expect(build({ heroUrl: url }, { hero: HERO, gallery: [G1] }).image).toBe(HERO);
  expect(build({ heroUrl: ` ${url} ` }, { hero: null, gallery: [G1] }).image).toBe(url);
  expect(build({ heroUrl: '' }, { hero: null, gallery: [G1, G2] }).image).toBe(G1);
  expect(build({ galleryUrls: 'https://example.lk/g.jpg' }).image).toBe('https://example.lk/g.jpg');
  expect(build().image).toBe('');
});

test('gallery: uploads first, then pasted URLs split on commas and newlines, blanks dropped', () => {
  const ad = build(
    { galleryUrls: ' https://a.lk/1.jpg,\n\nhttps://a.lk/2.jpg , ,https://a.lk/3.jpg\n' },
    { hero: HERO, gallery: [G1, G2] },
  );
  expect(ad.gallery).toEqual([
    G1,
    G2,
    'https://a.lk/1.jpg',
    'https://a.lk/2.jpg',
    'https://a.lk/3.jpg',
  ]);
  expect(ad.image).toBe(HERO);
  expect(parseVehicle(ad)?.gallery).toEqual(ad.gallery);
});

test('every text is trimmed and zero-width joiners in Sinhala survive', () => {
  const sinhala = 'ශ්\u200Dරී ලංකා';
  const ad = build({
    title: `  ${sinhala} Dio  `,
    make: ' Honda ',
    model: ' Dio ',
    location: `  ${sinhala}\n`,
    color: ' රතු ',
    transmission: ' Automatic ',
    fuelType: ' Petrol ',
    phone: ' +94 71 234 5678 ',
  });
  expect(ad.title).toBe(`${sinhala} Dio`);
  expect(ad.title).toContain('\u200D');
  expect(ad.location).toBe(sinhala);
  expect(ad.make).toBe('Honda');
  expect(ad.model).toBe('Dio');
  expect(ad.color).toBe('රතු');
  expect(ad.transmission).toBe('Automatic');
  expect(ad.fuelType).toBe('Petrol');
  // A known town typed in Sinhala is stored by its English name: one town, one filter option.
  expect(build({ location: ' කොළඹ ' }).location).toBe('Colombo');
  expect(ad.phone).toBe('071 234 5678');
  expect(ad.id.startsWith('honda-dio-')).toBe(true);
});

test('the id is slug-timestamp-suffix and the suffix comes from the random source', () => {
  const id = createVehicleId('Honda', 'Dio 110', now, () => 0.123456);
  expect(id).toMatch(/^honda-dio-110-1732184400000-[0-9a-z]{6}$/);
  expect(createVehicleId('Honda', 'Dio 110', now, () => 0.654321)).not.toBe(id);
  expect(build().id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-\d{13}-[0-9a-z]{6}$/);
});

test('the random suffix is always six base-36 characters', () => {
  expect(randomSuffix(() => 0)).toBe('000000');
  expect(randomSuffix(() => 0.999999999999)).toMatch(/^[0-9a-z]{6}$/);
  expect(randomSuffix(() => 0.000001)).toMatch(/^[0-9a-z]{6}$/);
  expect(randomSuffix(Math.random)).toMatch(/^[0-9a-z]{6}$/);
});

test('slugs keep Latin letters and digits only', () => {
  expect(slugify('Honda  Dio')).toBe('honda-dio');
  expect(slugify(' Yamaha FZ-S V3! ')).toBe('yamaha-fz-s-v3');
  expect(slugify('Bajaj Pulsar 150')).toBe('bajaj-pulsar-150');
  expect(slugify('Škoda Über')).toBe('skoda-uber');
  expect(slugify('හොන්ඩා ඩියෝ')).toBe('vehicle');
  expect(slugify('')).toBe('vehicle');
  expect(slugify('x'.repeat(100)).length).toBeLessThanOrEqual(60);
});
