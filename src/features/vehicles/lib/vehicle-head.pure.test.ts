// @vitest-environment node
import { buildVehicle } from '@/testing/test-vehicle';
import { toScriptJson } from '@/lib/script-json';
import { vehicleHead } from './vehicle-head';

const texts = {
  title: 'Honda Dio 2021',
  price: 'Rs: 450,000',
  place: 'Kandy',
  description: 'Honda Dio 2021 for sale in Kandy.',
};
const where = { origin: 'https://bikebazaar.lk', url: 'https://bikebazaar.lk/vehicle/dio' };

test('the title names the bike, its price and its town; structured data is a Motorcycle offer in LKR', () => {
  const vehicle = buildVehicle({
    make: 'Honda',
    model: 'Dio',
    year: 2021,
    price: 450000,
    mileageKm: 12000,
  });
  const head = vehicleHead(vehicle, texts, where);
  expect(head.title).toBe('Honda Dio 2021 – Rs: 450,000 – Kandy');
  expect(head.noindex).toBe(false);
  expect(head.jsonLd).toMatchObject({
    '@type': 'Motorcycle',
    brand: { '@type': 'Brand', name: 'Honda' },
    model: 'Dio',
    vehicleModelDate: '2021',
    mileageFromOdometer: { value: 12000, unitCode: 'KMT' },
    offers: { price: 450000, priceCurrency: 'LKR', availability: 'https://schema.org/InStock' },
  });
});

test('a negotiable ad has no price in its offer; a town-less one no town in its title', () => {
  const head = vehicleHead(
    buildVehicle({ price: null }),
    { ...texts, price: 'Negotiable', place: '' },
    where,
  );
  expect(head.title).toBe('Honda Dio 2021 – Negotiable');
  expect(head.jsonLd.offers).not.toHaveProperty('price');
});

test('a sold ad is SoldOut, and leaves search results 30 days after the sale', () => {
  const soldAt = '2026-11-01T00:00:00.000Z';
  const sold = buildVehicle({ soldAt });
  const soon = vehicleHead(sold, texts, { ...where, now: Date.parse('2026-11-10T00:00:00Z') });
  expect(soon.jsonLd.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  expect(soon.noindex).toBe(false);
  expect(
    vehicleHead(sold, texts, { ...where, now: Date.parse('2026-12-05T00:00:00Z') }).noindex,
  ).toBe(true);
});

test('its own photos are absolute; the preview image is the share image when there is one', () => {
  const vehicle = buildVehicle({ image: '/photos/abc.webp', gallery: [] });
  const head = vehicleHead(vehicle, texts, { ...where, previewImage: '/previews/dio-en.jpg' });
  expect(head.image).toBe('/previews/dio-en.jpg');
  expect(head.jsonLd.image).toEqual(['https://bikebazaar.lk/photos/abc.webp']);
});

test('no text in an ad can close the script block', () => {
  const vehicle = buildVehicle({ title: '</script><script>alert(1)</script>' });
  const json = toScriptJson(vehicleHead(vehicle, { ...texts, title: vehicle.title }, where).jsonLd);
  expect(json).not.toContain('<');
  expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
});
