/** The one origin every absolute link is built on; the server and the build check it alike. */
export const DEFAULT_PUBLIC_URL = 'https://bikebazaar.lk';

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
