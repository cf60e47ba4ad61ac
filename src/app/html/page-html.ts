import { languages } from '../../i18n/languages.ts';
import { languageOfPath } from '../../i18n/localized-path.ts';
import { ENTRY_META, MANIFEST_META } from '../../lib/boot-names.ts';
import { BOOT_SCRIPT } from './boot-script.ts';
import { escapeAttr } from './escape.ts';
import { lcpPreloadTag } from './preload-links.ts';

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

export const PRERENDERED_META = 'app-prerendered';

/** Head tags replace the data-default-meta defaults; the body is React's as is, so it hydrates. */
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
  const withoutDefaults = template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang}"`)
    .replace(/^\s*<(title|meta)[^>]*data-default-meta[^>]*>.*\n/gm, '')
    // The shell's note in every language: the page renders its own, in its language.
    .replace(/\s*<!-- The app shell's[^>]*-->\s*<noscript[\s\S]*?<\/noscript\s*>/, '')
    .replace(slot, () => body);
  // Title and meta tags first (after the charset, viewport and the CSP), before the ~30 KB of
  // inlined styles: a crawler or a share preview that reads only the start still finds them.
  const first =
    /<meta name="viewport"[^>]*>/.exec(withoutDefaults) ?? /<head>/.exec(withoutDefaults);
  if (!first) throw new Error('index.html has no <head>');
  const at = first.index + first[0].length;
  return `${withoutDefaults.slice(0, at)}\n    ${tags.join('\n    ')}${withoutDefaults.slice(at)}`;
}

export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

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

export function shellHead(html: string, manifest: Manifest, startKey: string): string {
  const tags = pageAssets(manifest, [startKey]).js.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

type PageParts = { styles: string[]; preload: string };
const partsCache = new WeakMap<Manifest, Map<string, PageParts>>();

/** The same for every request of a page kind: worked out once per build. */
function pageParts(
  entryCss: string,
  manifest: Manifest,
  keys: string[],
  readAsset: (file: string) => string,
): PageParts {
  let byKeys = partsCache.get(manifest);
  if (!byKeys) partsCache.set(manifest, (byKeys = new Map()));
  const id = [entryCss, ...keys].join('\n');
  const known = byKeys.get(id);
  if (known) return known;
  const { js, css } = pageAssets(manifest, keys);
  const inlined = [entryCss, ...css]
    .map((file) => readAsset(file).replace(/<\/style/gi, '<\\/style'))
    .join('\n');
  const parts = {
    styles: [
      `<style>${inlined}</style>`,
      ...[entryCss, ...css].map(
        (file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
      ),
    ],
    // Before the entry script, which is async and may run before the rest of the head is parsed.
    preload: `<meta name="app-preload" content="${js.map((file) => `/${file}`).join(' ')}">`,
  };
  byKeys.set(id, parts);
  return parts;
}

/** Styles inlined for the first paint; kept as disabled links so the chunk loader skips them. */
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
  const { styles, preload } = pageParts(entryCss[1]!, manifest, keys, readAsset);
  // React's preload of the page's largest image, else one of ours, goes before the styles: in
  // the first bytes of a slow download.
  const hoisted = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
  const lcpPreload = hoisted ?? lcpPreloadTag(html);
  if (hoisted) html = html.replace(hoisted, '');
  const tags = [...(lcpPreload ? [lcpPreload] : []), ...styles];
  const entryScript = /<script [^>]*type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entryScript) throw new Error('index.html has no entry script');
  // The entry is fetched by the boot script once the page has painted, not found by the parser.
  const boot = [preload, `<meta name="${ENTRY_META}" content="${escapeAttr(entryScript[1]!)}">`];
  return html
    .replace(
      /<link rel="manifest" href="([^"]+)">/,
      (_, href: string) => `<meta name="${MANIFEST_META}" content="${href}">`,
    )
    .replace(entryCss[0], () => tags.join('\n    '))
    .replace(entryScript[0], () => [...boot, `<script>${BOOT_SCRIPT}</script>`].join('\n    '));
}
