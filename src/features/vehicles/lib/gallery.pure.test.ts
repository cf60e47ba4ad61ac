// @vitest-environment node
import { galleryPhotos, stepIndex } from './gallery';

test('the index wraps at both ends', () => {
  expect(stepIndex(0, -1, 4)).toBe(3);
  expect(stepIndex(3, 1, 4)).toBe(0);
  expect(stepIndex(1, 1, 4)).toBe(2);
  expect(stepIndex(0, 1, 1)).toBe(0);
  expect(stepIndex(0, 1, 0)).toBe(0);
});

test('photos come from the gallery, the hero first, no blanks or repeats', () => {
  expect(galleryPhotos('/a.svg', ['/a.svg', '/b.svg', '/b.svg'])).toEqual(['/a.svg', '/b.svg']);
  expect(galleryPhotos('/h.svg', ['/b.svg'])).toEqual(['/h.svg', '/b.svg']);
  expect(galleryPhotos('/h.svg', [])).toEqual(['/h.svg']);
  expect(galleryPhotos('', [])).toEqual([]);
});
