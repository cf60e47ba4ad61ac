// @vitest-environment node
import { shouldLoadHeroVideo } from './hero-video';

test('the video loads when motion is fine and data is not being saved', () => {
  expect(shouldLoadHeroVideo({ prefersReducedMotion: false, saveData: false })).toBe(true);
});

test('reduced motion or Save-Data keeps the video out', () => {
  expect(shouldLoadHeroVideo({ prefersReducedMotion: true, saveData: false })).toBe(false);
  expect(shouldLoadHeroVideo({ prefersReducedMotion: false, saveData: true })).toBe(false);
  expect(shouldLoadHeroVideo({ prefersReducedMotion: true, saveData: true })).toBe(false);
});
