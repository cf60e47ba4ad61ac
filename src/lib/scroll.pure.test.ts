// @vitest-environment node
import { getScrollBehavior, type ScrollEnvironment } from './scroll';

const desktop: ScrollEnvironment = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
  platform: 'Linux x86_64',
  maxTouchPoints: 0,
  prefersReducedMotion: false,
  supportsSmoothScroll: true,
};

test('scrolling is smooth where supported', () => {
  expect(getScrollBehavior(desktop)).toBe('smooth');
});

test('scrolling is instant on iPhone and on iPads that report a Mac', () => {
  expect(
    getScrollBehavior({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' }),
  ).toBe('auto');
  expect(getScrollBehavior({ ...desktop, platform: 'MacIntel', maxTouchPoints: 5 })).toBe('auto');
});

test('a Mac without touch still scrolls smoothly', () => {
  expect(getScrollBehavior({ ...desktop, platform: 'MacIntel', maxTouchPoints: 0 })).toBe('smooth');
});

test('reduced motion and missing support give instant scrolling', () => {
  expect(getScrollBehavior({ ...desktop, prefersReducedMotion: true })).toBe('auto');
  expect(getScrollBehavior({ ...desktop, supportsSmoothScroll: false })).toBe('auto');
});
