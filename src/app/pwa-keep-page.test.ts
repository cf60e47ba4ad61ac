import { keepPageForOffline, pageFiles } from './pwa-keep-page';

test('the page keeps its own build files, pictures, fonts, photos and ads, each once', () => {
  const origin = 'https://bikebazaar.lk';
  const entries = [
    '/assets/home-abc.js',
    '/assets/home-abc.js',
    '/assets/noto-sans-sinhala-400.woff2',
    '/images/vehicles/dio.webp',
    '/fonts/language-name-si.woff2',
    '/photos/ab/cd.webp',
    '/media/home/hero-640.webp',
    '/media/home/hero.webm',
    '/api/vehicles?type=scooters',
    '/api/vehicles/honda-dio-1',
    '/api/vehicles/honda-dio-1/manage',
    '/api/alerts',
    '/browse/scooters',
  ].map((path) => ({ name: `${origin}${path}` }));
  entries.push({ name: 'https://elsewhere.example/assets/x.js' }, { name: 'not a url' });
  expect(pageFiles(entries, origin).map((url) => url.slice(origin.length))).toEqual([
    '/assets/home-abc.js',
    '/assets/noto-sans-sinhala-400.woff2',
    '/images/vehicles/dio.webp',
    '/fonts/language-name-si.woff2',
    '/photos/ab/cd.webp',
    '/media/home/hero-640.webp',
    '/api/vehicles?type=scooters',
    '/api/vehicles/honda-dio-1',
  ]);
});

test('asked again through the worker once it takes charge, and only by a page it did not serve', () => {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response('')));
  vi.stubGlobal('fetch', fetchSpy);
  const listeners: Array<() => void> = [];
  const container = {
    controller: null,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  } as unknown as ServiceWorkerContainer;
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `${window.location.origin}/assets/a-1.js` } as PerformanceEntry,
  ]);
  keepPageForOffline(container);
  expect(fetchSpy).not.toHaveBeenCalled();
  listeners.forEach((listener) => listener());
  expect(fetchSpy).toHaveBeenCalledWith(`${window.location.origin}/assets/a-1.js`, {
    credentials: 'same-origin',
  });

  fetchSpy.mockClear();
  const served = { controller: {}, addEventListener: vi.fn() };
  keepPageForOffline(served as unknown as ServiceWorkerContainer);
  expect(served.addEventListener).not.toHaveBeenCalled();
});
