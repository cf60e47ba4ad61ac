// @vitest-environment node
import { getFacebookShareHref, getXShareHref } from './share-links';

test('share links carry the encoded page URL', () => {
  const url = 'https://bikebazaar.lk/vehicle/honda-dio?x=1&y=2';
  expect(getFacebookShareHref(url)).toBe(
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbikebazaar.lk%2Fvehicle%2Fhonda-dio%3Fx%3D1%26y%3D2',
  );
  expect(getXShareHref(url, 'Honda Dio & more')).toBe(
    'https://x.com/intent/tweet?url=https%3A%2F%2Fbikebazaar.lk%2Fvehicle%2Fhonda-dio%3Fx%3D1%26y%3D2&text=Honda%20Dio%20%26%20more',
  );
});
