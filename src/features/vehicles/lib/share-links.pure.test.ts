// @vitest-environment node
import { getFacebookShareHref, getWhatsAppShareHref, getXShareHref } from './share-links';

test('share links carry the encoded page URL', () => {
  const url = 'https://bikebazaar.lk/vehicle/honda-dio?x=1&y=2';
  expect(getFacebookShareHref(url)).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbikebazaar.lk%2Fvehicle%2Fhonda-dio%3Fx%3D1%26y%3D2',
  );
  expect(getXShareHref(url, 'Honda Dio & more')).toBe(
    'https://x.com/intent/tweet?url=https%3A%2F%2Fbikebazaar.lk%2Fvehicle%2Fhonda-dio%3Fx%3D1%26y%3D2&text=Honda%20Dio%20%26%20more',
  );
});

test("WhatsApp's share page gets the title and the address as one message", () => {
  expect(
    getWhatsAppShareHref('https://bikebazaar.lk/si/vehicle/a&b', 'Honda Dio – Rs: 450,000'),
  ).toBe(
    'https://wa.me/?text=Honda%20Dio%20%E2%80%93%20Rs%3A%20450%2C000%20https%3A%2F%2Fbikebazaar.lk%2Fsi%2Fvehicle%2Fa%26b',
  );
});
