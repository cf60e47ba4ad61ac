/** The page's image preload, else its first `<img fetchpriority="high">` (React or HTML case). */
type LcpImage = { href: string; srcSet: string | null; sizes: string | null };

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;

export function findLcpImage(html: string): LcpImage | null {
  const link = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  if (link) {
    const srcSet = attr(link, 'imageSrcSet');
    const href = attr(link, 'href') ?? srcSet?.split(/[\s,]/)[0];
    return href ? { href, srcSet, sizes: attr(link, 'imageSizes') } : null;
  }
  const img = /<img\s[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = img && attr(img, 'src');
  return src && img ? { href: src, srcSet: attr(img, 'srcSet'), sizes: attr(img, 'sizes') } : null;
}

export function lcpPreloadTag(html: string): string | null {
  if (/<link rel="preload" as="image"/.test(html)) return null;
  const image = findLcpImage(html);
  if (!image) return null;
  const set = image.srcSet
    ? ` imagesrcset="${image.srcSet}" imagesizes="${image.sizes ?? ''}"`
    : '';
  return `<link rel="preload" as="image" href="${image.href}"${set} fetchpriority="high">`;
}

/**
 * The LCP image as a header, so a slow phone starts it before the HTML. Not the entry script: the
 * boot script fetches it after the first paint, on purpose.
 */
export function preloadLinkHeader(html: string): string | null {
  const image = findLcpImage(html);
  if (!image) return null;
  // This site's images only, written in plain ASCII (a header carries nothing else).
  const named = `${image.href} ${image.srcSet ?? ''} ${image.sizes ?? ''}`;
  if (!image.href.startsWith('/') || !/^[\x20-\x7e]+$/.test(named) || /[<>"]|data:/.test(named)) {
    return null;
  }
  const set = image.srcSet
    ? `; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes ?? ''}"`
    : '';
  return `<${image.href}>; rel=preload; as=image; fetchpriority=high${set}`;
}
