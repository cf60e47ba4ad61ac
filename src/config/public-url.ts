/**
 * The one origin every absolute link is built on (canonical, og:url, og:image, sitemap, share
 * links): `PUBLIC_URL`, read by the server at start (server/config.ts) and by the static build
 * (vite.config.ts). Both check it with this rule.
 */
export const DEFAULT_PUBLIC_URL = 'https://bikebazaar.lk';

/** `https://example.lk/` → `https://example.lk`; null unless an http(s) origin without a path. */
export function parsePublicUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/') return null;
  return url.origin;
}

/** What the build names itself by: a set `PUBLIC_URL` must be valid, an unset one is the default. */
export function buildPublicUrl(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PUBLIC_URL;
  const origin = parsePublicUrl(raw);
  if (!origin) {
    throw new Error(
      `PUBLIC_URL must be an http(s) origin without a path, like https://bikebazaar.lk (got ${JSON.stringify(raw)})`,
    );
  }
  return origin;
}
