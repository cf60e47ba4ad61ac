/**
 * Turns React's rendered HTML and the client build into each page's HTML file: the body in the
 * app's root (hydrated in place), its head tags, inlined styles and the scripts to preload.
 */
import { languages } from '../../i18n/languages.ts';
import { languageOfPath } from '../../i18n/localized-path.ts';
import { escapeAttr } from './escape.ts';

/** The hoisted <title>, <meta> and <link> tags React renders first, then the page's body. */
export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  const tag = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
  let rest = html;
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Names the URL a prerendered page shows; the app hydrates it only at that URL (src/main.tsx). */
export const PRERENDERED_META = 'app-prerendered';

/**
 * Puts a prerendered page into the built index.html: its head tags replace the crawler defaults
 * (marked data-default-meta, so the app removes them once it renders its own), and its body goes
 * between the app-html markers, exactly as React rendered it, so the app hydrates it in place.
 * `path` is the URL it shows; its language (`/si/…`, `/ta/…`, else English) is `<html lang>`.
 */
export function fillTemplate(template: string, rendered: string, path: string): string {
  // The markers and the white space around them go too: hydration expects the container to
  // hold React's nodes and nothing else.
  const slot = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;
  if (!slot.test(template)) throw new Error('index.html has no <!--app-html--> markers');
  const { head, body } = splitHoisted(rendered);
  const headTags = head.map((tagHtml) =>
    tagHtml.startsWith('<link rel="preload"')
      ? tagHtml
      : tagHtml.replace(/^<(title|meta|link)/, '<$1 data-default-meta'),
  );
  const tags = [`<meta name="${PRERENDERED_META}" content="${escapeAttr(path)}">`, ...headTags];
  const htmlLang = languages[languageOfPath(path)].htmlLang;
  if (!/<html lang="[^"]*"/.test(template)) throw new Error('index.html has no <html lang>');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang}"`)
    .replace(/^\s*<(title|meta)[^>]*data-default-meta[^>]*>.*\n/gm, '')
    .replace(slot, () => body)
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The JavaScript and CSS files a manifest entry needs (its static imports, not lazy ones). */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()) {
  const files = { js: [] as string[], css: [] as string[] };
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.js.push(chunk.file);
    for (const css of chunk.css ?? []) if (!files.css.includes(css)) files.css.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** JavaScript and CSS of the given manifest entries, without the entry's own files. */
function pageAssets(manifest: Manifest, keys: string[]) {
  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => 'isEntry' in chunk && chunk.isEntry)
      .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    const files = chunkFiles(manifest, key, seen);
    js.push(...files.js.filter((file) => !entryFiles.has(file)));
    css.push(...files.css.filter((file) => !entryFiles.has(file) && !css.includes(file)));
  }
  return { js, css };
}

/** The shell only needs the app's start chunk early. */
export function shellHead(html: string, manifest: Manifest, startKey: string): string {
  const tags = pageAssets(manifest, [startKey]).js.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * A prerendered page paints from its HTML alone: every stylesheet it needs (the global one, the
 * app shell's and the page's) is inlined, so no request stands between the HTML and the first
 * paint, and nothing shifts when the app arrives. The stylesheets stay listed as disabled links
 * (never fetched) so the app's chunk loader, which lists the entry's stylesheet among the start
 * chunk's, knows they are in and does not fetch and apply them a second time. The page's scripts are
 * named in <meta name="app-preload">: src/main.tsx preloads them right after the first paint,
 * so they do not compete with the page's images for a phone's bandwidth before it (or at once
 * for a visitor with ads of their own, who will see the app's lists, not the prerendered ones).
 */
export function pageHead(
  html: string,
  manifest: Manifest,
  keys: string[],
  readAsset: (file: string) => string,
): string {
  const entryCss = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/.exec(
    html,
  );
  if (!entryCss) throw new Error('index.html has no entry stylesheet');
  const { js, css } = pageAssets(manifest, keys);
  const inlined = [entryCss[1]!, ...css]
    .map((file) => readAsset(file).replace(/<\/style/gi, '<\\/style'))
    .join('\n');
  const tags = [
    `<style>${inlined}</style>`,
    ...[entryCss[1]!, ...css].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
    ),
  ];
  // Before the entry script, which is async and may run before the rest of the head is parsed.
  const preload = `<meta name="app-preload" content="${js.map((file) => `/${file}`).join(' ')}">`;
  const entryScript = /<script [^>]*type="module"[^>]*><\/script>/.exec(html);
  if (!entryScript) throw new Error('index.html has no entry script');
  return html
    .replace(entryCss[0], tags.join('\n    '))
    .replace(entryScript[0], `${preload}\n    ${entryScript[0]}`);
}
