// The server writes <meta name="app-api"> into every page and a static host never does, so the app
// knows before its first paint, and never makes a request on a static host.
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

/** For the service worker, which has no page to read the meta tag from. */
export function setApiBase(base: string | null): void {
  cached = base;
}

export function resetApiBaseForTests(): void {
  cached = undefined;
}
