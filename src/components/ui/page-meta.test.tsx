import { cleanup } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { PageMeta, removeCrawlerDefaults } from './page-meta';

function meta(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content');
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

test('page meta gives the title, description, canonical URL and share tags', () => {
  renderWithProviders(<PageMeta title="Scooters for sale" description="All scooters." />, {
    route: '/browse/scooters?make=Honda',
  });
  expect(document.title).toBe('Scooters for sale | BikeBazaar Sri Lanka');
  expect(meta('meta[name="description"]')).toBe('All scooters.');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://bikebazaar.lk/browse/scooters',
  );
  expect(meta('meta[property="og:url"]')).toBe('https://bikebazaar.lk/browse/scooters');
  expect(meta('meta[property="og:title"]')).toBe('Scooters for sale | BikeBazaar Sri Lanka');
  expect(meta('meta[property="og:image"]')).toBe('https://bikebazaar.lk/og-image.jpg');
  expect(meta('meta[property="og:locale"]')).toBe('en_LK');
  expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
});

test('the home views keep their view in the canonical URL, in Sinhala too', () => {
  renderWithProviders(<PageMeta title="අමතර කොටස්" />, {
    route: '/si/?view=spare-parts&brand=honda',
    lang: 'si',
  });
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://bikebazaar.lk/si/?view=spare-parts',
  );
  expect(meta('meta[property="og:locale"]')).toBe('si_LK');
  expect(meta('meta[property="og:locale:alternate"]')).toBe('en_LK');
  expect(meta('meta[name="description"]')).toMatch(/[\u0D80-\u0DFF]/);
});

test('every page names itself in each language, English as the x-default', () => {
  renderWithProviders(<PageMeta title="ஸ்கூட்டர்கள்" />, {
    route: '/ta/browse/scooters?make=Honda',
    lang: 'ta',
  });
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://bikebazaar.lk/ta/browse/scooters',
  );
  const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
  expect(alternates).toEqual([
    ['en', 'https://bikebazaar.lk/browse/scooters'],
    ['si', 'https://bikebazaar.lk/si/browse/scooters'],
    ['ta', 'https://bikebazaar.lk/ta/browse/scooters'],
    ['x-default', 'https://bikebazaar.lk/browse/scooters'],
  ]);
});

test('the crawler defaults from index.html make way for the page tags', () => {
  document.head.innerHTML = '<title data-default-meta>Default</title>';
  removeCrawlerDefaults();
  renderWithProviders(<PageMeta title="Post your vehicle ad" />, { route: '/post-ad' });
  expect(document.head.querySelectorAll('[data-default-meta]')).toHaveLength(0);
  expect(document.title).toBe('Post your vehicle ad | BikeBazaar Sri Lanka');
});

test('only same-origin paths and https URLs become the share image', () => {
  const { unmount } = renderWithProviders(<PageMeta title="Ad" image="javascript:alert(1)" />);
  expect(meta('meta[property="og:image"]')).toBe('https://bikebazaar.lk/og-image.jpg');
  unmount();
  renderWithProviders(<PageMeta title="Ad" image="/images/vehicles/sport-red-side.svg" />);
  expect(meta('meta[property="og:image"]')).toBe(
    'https://bikebazaar.lk/images/vehicles/sport-red-side.svg',
  );
});

test('the canonical URL drops a trailing slash, or names the page given', () => {
  const { unmount } = renderWithProviders(<PageMeta title="Scooters" />, {
    route: '/browse/scooters/',
  });
  const canonical = () =>
    document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  expect(canonical()).toBe('https://bikebazaar.lk/browse/scooters');
  unmount();
  renderWithProviders(<PageMeta title="Bikes" path="/browse/all" />, { route: '/browse/nope' });
  expect(canonical()).toBe('https://bikebazaar.lk/browse/all');
});

test('a noindex page asks crawlers to skip it and names no canonical URL', () => {
  renderWithProviders(<PageMeta title="Listing not found" noindex />, {
    route: '/vehicle/does-not-exist',
  });
  expect(meta('meta[name="robots"]')).toBe('noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
});
