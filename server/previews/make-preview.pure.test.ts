import sharp from 'sharp';
import { buildVehicle } from '@/testing/test-vehicle';
import { makePreview, PREVIEW_MAX_BYTES } from './make-preview';
import { previewTexts, previewVersion } from './preview-texts';

const PHOTO = '/photos/0123456789abcdef0123456789abcdef.webp';
/** A WebP photo of random grain: the harder to compress, the higher sigma and quality. */
const grainPhoto = (height: number, grain: { mean: number; sigma: number }, quality: number) =>
  sharp({
    create: {
      width: 1600,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', ...grain },
    },
  })
    .webp({ quality })
    .toBuffer();
const photo = grainPhoto(1200, { mean: 120, sigma: 50 }, 80);

const ad = (lang: 'en' | 'si' | 'ta', image: string | null) =>
  buildVehicle({
    title: { en: 'Honda Dio 2021', si: 'හොන්ඩා ඩියෝ 2021', ta: 'ஹோண்டா டியோ 2021' }[lang],
    location: { en: 'Kandy', si: 'මහනුවර', ta: 'கண்டி' }[lang],
    price: 450_000,
    image,
  });

const readers = {
  'a photo': async () => photo,
  'no photo': async () => null,
  'a broken photo': async () => Buffer.from('not an image at all'),
  'a photo store that fails': async () => {
    throw new Error('store down');
  },
};

describe.each(['en', 'si', 'ta'] as const)('the %s preview', (lang) => {
  test.each(Object.keys(readers) as Array<keyof typeof readers>)(
    'with %s is a 1200×630 JPEG under 300 KB',
    async (which) => {
      const image = await makePreview(ad(lang, PHOTO), lang, readers[which]);
      const meta = await sharp(image).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(image.length).toBeLessThan(PREVIEW_MAX_BYTES);
    },
  );

  test('of an ad without a photo is the generated card, not the photo', async () => {
    let asked = 0;
    const image = await makePreview(ad(lang, null), lang, async () => {
      asked += 1;
      return photo;
    });
    expect(asked).toBe(0);
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
  });
});

test('a huge noisy photo is still brought under 300 KB', async () => {
  const noisy = await grainPhoto(1600, { mean: 128, sigma: 120 }, 100);
  const image = await makePreview(ad('en', PHOTO), 'en', async () => noisy);
  expect(image.length).toBeLessThan(PREVIEW_MAX_BYTES);
});

test("the picture's texts are the app's: price label and untitled text in the page's language", () => {
  const vehicle = buildVehicle({
    title: '',
    make: '',
    model: '',
    price: 450_000,
    location: ' Kandy ',
  });
  expect(previewTexts(vehicle, 'en')).toEqual({
    title: 'Untitled Vehicle',
    price: 'Rs: 450,000',
    town: 'Kandy',
    site: 'BikeBazaar',
    sold: null,
  });
  expect(previewTexts(vehicle, 'si').price).toBe('රු. 450,000');
  expect(previewTexts(vehicle, 'ta').title).toBe('பெயரில்லாத வாகனம்');
  expect(previewTexts(buildVehicle({ price: null }), 'en').price).toBe('Negotiable');
});

test('the version changes with what the picture shows, and only with that', () => {
  const base = buildVehicle({ price: 450_000 });
  const version = previewVersion(base, 'en');
  expect(version).toMatch(/^[0-9a-f]{16}$/);
  expect(previewVersion({ ...base, description: 'New tyres' }, 'en')).toBe(version);
  expect(previewVersion({ ...base, price: 440_000 }, 'en')).not.toBe(version);
  expect(previewVersion({ ...base, image: PHOTO }, 'en')).not.toBe(version);
  expect(previewVersion(base, 'si')).not.toBe(version);
});

test('a Sinhala or Tamil preview names the town as og:title does, in its own script', () => {
  const vehicle = buildVehicle({ location: 'Kandy' });
  expect(previewTexts(vehicle, 'si').town).toBe('මහනුවර');
  expect(previewTexts(vehicle, 'ta').town).toBe('கண்டி');
  expect(previewTexts(buildVehicle({ location: 'Pita Kotte' }), 'ta').town).toBe('Pita Kotte');
  expect(previewVersion(vehicle, 'si')).not.toBe(previewVersion(vehicle, 'en'));
});

test('a sold ad’s preview carries the Sold mark in its language, under a new address', async () => {
  const live = buildVehicle({ price: 450_000, image: PHOTO });
  const sold = { ...live, soldAt: '2026-11-20T10:00:00.000Z' };
  expect(previewTexts(sold, 'en').sold).toBe('Sold');
  expect(previewTexts(sold, 'si').sold).toBe('විකිණී ඇත');
  expect(previewTexts(sold, 'ta').sold).toBe('விற்கப்பட்டது');
  expect(previewVersion(sold, 'en')).not.toBe(previewVersion(live, 'en'));
  // The mark is drawn: the top-right corner turns the danger red.
  const corner = async (vehicle: typeof live) => {
    const image = await makePreview(vehicle, 'en', async () => photo);
    const { data } = await sharp(image)
      .extract({ left: 1200 - 70, top: 60, width: 8, height: 8 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The mean of the 8 x 8 patch: one pixel of the noise photo can be any shade.
    const mean = (channel: number) => {
      let sum = 0;
      for (let i = channel; i < data.length; i += 3) sum += data[i]!;
      return sum / (data.length / 3);
    };
    return [mean(0), mean(1), mean(2)];
  };
  const [r = 0, g, b] = await corner(sold);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(60);
  expect(b).toBeLessThan(60);
  // On the live ad's photo (grey noise) the same corner is no red.
  const [, lg = 0] = await corner(live);
  expect(lg).toBeGreaterThan(80);
});
