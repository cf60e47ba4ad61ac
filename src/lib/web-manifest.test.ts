import { afterEach, expect, test } from 'vitest';
import { linkManifest, MANIFEST_META } from './web-manifest';

afterEach(() => {
  document.head.innerHTML = '';
});

test('the manifest a prerendered page names is linked once, when the app is live', () => {
  document.head.innerHTML = `<meta name="${MANIFEST_META}" content="/manifest.webmanifest">`;
  linkManifest();
  linkManifest();
  const links = document.head.querySelectorAll('link[rel="manifest"]');
  expect(links).toHaveLength(1);
  expect(links[0]!.getAttribute('href')).toBe('/manifest.webmanifest');
});

test('a page that links its manifest already (the shell) is left alone', () => {
  document.head.innerHTML = '<link rel="manifest" href="/other.webmanifest">';
  linkManifest();
  expect(document.head.innerHTML).toBe('<link rel="manifest" href="/other.webmanifest">');
});
