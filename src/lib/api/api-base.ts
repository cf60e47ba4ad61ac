/**
 * Whether a BikeBazaar server serves this page, and where its API is. The server writes
 * `<meta name="app-api" content="/api">` into every HTML page it sends; a static host never
 * does. So the app knows without a request, before its first paint, and on a static host it
 * never asks anything.
 */
let cached: string | null | undefined;

export function getApiBase(): string | null {
  if (cached !== undefined) return cached;
  if (typeof document === 'undefined') return null;
  const value = document.querySelector('meta[name="app-api"]')?.getAttribute('content') ?? '';
  // Only a path on this site: the page's own origin is the only one connect-src allows anyway.
  cached =
    /^\/[a-z0-9/_-]*$/i.test(value) && !value.startsWith('//') ? value.replace(/\/+$/, '') : null;
  return cached;
}

export function hasServer(): boolean {
  return getApiBase() !== null;
}

/**
 * Where there is no page to read it from (the service worker sending the outbox): the API base
 * the page saw when it queued the ad.
 */
export function setApiBase(base: string | null): void {
  cached = base;
}

/** Tests switch between a static host and a server. */
export function resetApiBaseForTests(): void {
  cached = undefined;
}
