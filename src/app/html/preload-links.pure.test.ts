import { lcpPreloadTag, preloadLinkHeader } from './preload-links';

const entry = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';

test('the header names the page image the page preloads, not the entry script', () => {
  const html = `<head><link rel="preload" as="image" imageSrcSet="/m/a-640.webp 640w, /m/a-1280.webp 1280w" imageSizes="100vw" fetchPriority="high"/>${entry}</head>`;
  expect(preloadLinkHeader(html)).toBe(
    '</m/a-640.webp>; rel=preload; as=image; fetchpriority=high; imagesrcset="/m/a-640.webp 640w, /m/a-1280.webp 1280w"; imagesizes="100vw"',
  );
  expect(lcpPreloadTag(html)).toBeNull();
});

test('without a preload, the first high-priority photo is preloaded, in the header and the head', () => {
  const html = `<head>${entry}</head><body><img src="/photos/x-400.webp" alt=""><img class="vd-photo" src="/photos/a%20b.webp" width="800" height="600" fetchPriority="high"/></body>`;
  expect(preloadLinkHeader(html)).toBe(
    '</photos/a%20b.webp>; rel=preload; as=image; fetchpriority=high',
  );
  expect(lcpPreloadTag(html)).toBe(
    '<link rel="preload" as="image" href="/photos/a%20b.webp" fetchpriority="high">',
  );
});

test('an image stored in the browser (data: URL) or on another site is left out of the header', () => {
  const data = `<img src="data:image/webp;base64,AAAA" fetchPriority="high"/>${entry}`;
  expect(preloadLinkHeader(data)).toBeNull();
  const other = `<img src="https://example.com/a.jpg" fetchPriority="high"/>`;
  expect(preloadLinkHeader(other)).toBeNull();
});
