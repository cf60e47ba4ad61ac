/**
 * Same-origin files the service worker caches as they are used (vite.config.ts runtimeCaching):
 * build files, pictures, fonts, photos, and the marketplace's lists and ads.
 */
const CACHED_AS_USED =
  /^\/(assets|images|icons|fonts|photos)\/|^\/media\/.+\.(webp|jpe?g|png|avif)$|^\/favicon\.svg$|^\/api\/vehicles(\/[^/]+)?$/;

/** The files this page has loaded so far that the worker would keep, each once. */
export function pageFiles(
  entries: readonly { name: string }[] = performance.getEntriesByType('resource'),
  origin = window.location.origin,
): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin === origin && CACHED_AS_USED.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

/**
 * The first page loads before its service worker exists: the worker precaches only the shell, so
 * nothing else of this page would be there for an offline visit. Once the worker takes charge,
 * the page asks for its files again through it, and the worker keeps them. They come from the
 * browser's own cache (build files never change under their name; pictures are revalidated with
 * an answer of a few bytes), so the phone downloads them only once.
 */
export function keepPageForOffline(container: ServiceWorkerContainer = navigator.serviceWorker) {
  // A page the worker already served: its files went through the worker as they loaded.
  if (container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      for (const url of pageFiles()) {
        fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
      }
    },
    { once: true },
  );
}
