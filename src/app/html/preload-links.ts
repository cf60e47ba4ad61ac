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

/** LCP image and entry script as a header, so a slow phone starts both before the HTML. */
export function preloadLinkHeader(html: string): string | null {
  const links: string[] = [];
  const image = findLcpImage(html);
  // This site's images only, written in plain ASCII (a header carries nothing else).
  const named = image && `${image.href} ${image.srcSet ?? ''} ${image.sizes ?? ''}`;
  if (
    image &&
    image.href.startsWith('/') &&
    named &&
    /^[\x20-\x7e]+$/.test(named) &&
    !/[<>"]|data:/.test(named)
  ) {
    const set = image.srcSet
      ? `; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes ?? ''}"`
      : '';
    links.push(`<${image.href}>; rel=preload; as=image; fetchpriority=high${set}`);
  }
  const entry = /<script [^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (entry) links.push(`<${entry}>; rel=modulepreload`);
  return links.length ? links.join(', ') : null;
}
