// The server writes <meta name="app-api"> into every page and a static host never does, so the app
// knows before its first paint, and never makes a request on a static host. Read each time (a few
// microseconds): the page is the truth, and nothing is left to reset.
let told: string | null = null;

export function getApiBase(): string | null {
  if (typeof document === 'undefined') return told;
  const value = document.querySelector('meta[name="app-api"]')?.getAttribute('content') ?? '';
  // Only a path on this site: the page's own origin is the only one connect-src allows anyway.
  return /^\/[a-z0-9/_-]*$/i.test(value) && !value.startsWith('//')
    ? value.replace(/\/+$/, '')
    : null;
}

export function hasServer(): boolean {
  return getApiBase() !== null;
}

/** For the service worker, which has no page to read the meta tag from. */
export function setApiBase(base: string | null): void {
  told = base;
}
