// @vitest-environment node
import { buildAdForm, buildVehicle } from '@/testing/test-vehicle';
import { buildVehicleFromForm, type UploadedImages } from './build-vehicle';
import { formValuesFromVehicle, photosOfVehicle } from './edit-vehicle';
import { getPostAdFormSchema } from './post-ad-form-schema';
import { parseVehicle } from './vehicle-schema';

const now = new Date('2026-11-01T10:00:00.000Z');
const H = '/photos/' + 'a'.repeat(32) + '.webp';
const A = '/photos/' + 'b'.repeat(32) + '.webp';
const B = 'https://example.com/b.jpg';

/** Form values → ad → form values → ad: the owner who saves without changing anything. */
function roundTrip(form: ReturnType<typeof buildAdForm>, images: UploadedImages) {
  const first = parseVehicle(buildVehicleFromForm(form, images, now, () => 0.5))!;
  const values = formValuesFromVehicle(first);
  expect(getPostAdFormSchema().safeParse(values).success).toBe(true);
  const again = parseVehicle(buildVehicleFromForm(values, photosOfVehicle(first), now, () => 0.5))!;
  return { first, values, again };
}

test.each([
  ['the fewest fields', buildAdForm(), { hero: null, gallery: [] }],
  [
    'every field, a main photo and a gallery',
    buildAdForm({
      type: 'sport',
      condition: 'New',
      title: 'Clean FZ',
      registerYear: '2021',
      price: '1,250,000',
      mileageKm: '12,000',
      engineCapacityCc: '150',
      transmission: 'Manual',
      fuelType: 'Petrol',
      color: 'Blue',
      description: 'One owner.\nService book.',
      location: 'Kandy',
    }),
    { hero: H, gallery: [A, B] },
  ],
  ['negotiable, gallery only', buildAdForm({ negotiable: true }), { hero: null, gallery: [A, B] }],
  ['a typed main photo address', buildAdForm({ heroUrl: B }), { hero: null, gallery: [] }],
])('saving an ad unchanged gives the same ad: %s', (_, form, images) => {
  const { first, again } = roundTrip(form, images);
  expect(again).toEqual(first);
});

test('the form shows the ad as its owner typed it', () => {
  const vehicle = buildVehicle({
    price: null,
    mileageKm: 8000,
    engineCapacityCc: 125,
    description: null,
    registerYear: 2021,
  });
  expect(formValuesFromVehicle(vehicle)).toMatchObject({
    type: 'scooters',
    make: 'Honda',
    year: '2020',
    registerYear: '2021',
    price: '',
    negotiable: true,
    mileageKm: '8000',
    engineCapacityCc: '125',
    description: '',
    transmission: '',
    heroUrl: '',
    galleryUrls: '',
  });
  // Kinds the form does not offer (ATV, ADV samples) become ATV / ADV, not an invalid form.
  expect(formValuesFromVehicle(buildVehicle({ type: 'atv' as never })).type).toBe('atv-adv');
});

test('a title made from make and model is left empty, so it follows them; a typed one stays', () => {
  expect(formValuesFromVehicle(buildVehicle({ title: 'Honda Dio' })).title).toBe('');
  expect(formValuesFromVehicle(buildVehicle({ title: 'Clean Dio, one owner' })).title).toBe(
    'Clean Dio, one owner',
  );
});

test('photos: the main photo apart from the gallery, unless it is the first gallery photo', () => {
  expect(photosOfVehicle(buildVehicle({ image: H, gallery: [A] }))).toEqual({
    hero: H,
    gallery: [A],
  });
  expect(photosOfVehicle(buildVehicle({ image: A, gallery: [A, B] }))).toEqual({
    hero: null,
    gallery: [A, B],
  });
  expect(photosOfVehicle(buildVehicle({ image: '', gallery: [] }))).toEqual({
    hero: null,
    gallery: [],
  });
});
