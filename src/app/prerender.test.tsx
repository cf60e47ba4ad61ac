import { BOOT_SCRIPT } from './html/boot-script';
import { fillTemplate, pageHead, splitHoisted } from './html/page-html';
import { getSampleVehicles } from '@/data/sample-vehicles';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { prerenderedPaths, renderPage, routeModuleFor } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
    <link rel="manifest" href="/manifest.webmanifest">
    <title data-default-meta>Default</title>
    <meta data-default-meta name="description" content="Default" />
  </head>
  <body>
    <div id="root">
      <!--app-html-->
      <div class="boot-header">BikeBazaar</div>
      <!--/app-html-->
    </div>
  </body>
</html>`;

test('every category, the all-bikes list and every sample vehicle get a prerendered page', () => {
  const paths = prerenderedPaths();
  expect(paths).toContain('/');
  expect(paths).toContain('/post-ad');
  expect(paths).toContain('/browse/all');
  for (const type of vehicleTypes) expect(paths).toContain(`/browse/${type}`);
  for (const vehicle of getSampleVehicles())
    expect(paths).toContain(`/vehicle/${encodeURIComponent(vehicle.id)}`);
});

test('a category page prerenders its heading, count, first cards and head tags', async () => {
  const html = await renderPage('/browse/scooters');
  const { head, body } = splitHoisted(html);
  expect(head).toContain('<title>Scooters for sale in Sri Lanka | BikeBazaar Sri Lanka</title>');
  expect(head.join('')).toContain(
    '<link rel="canonical" href="https://bikebazaar.lk/browse/scooters"/>',
  );
  expect(body).toMatch(/<h1[^>]*>Scooters<\/h1>/);
  expect(body).toMatch(/\d+ Scooters for sale in Sri Lanka/);
  // The first card's photo is fetched first: it is the page's largest paint on a phone.
  expect(body).toMatch(/data-card="0"[\s\S]*?<img[^>]*fetchPriority="high"/);
  expect(body).toContain('data-card="5"');
  // Only that one: the others wait for layout, not to share a slow link before the first paint.
  expect(head.filter((tag) => tag.startsWith('<link rel="preload" as="image"'))).toHaveLength(1);
  expect(body.match(/<img [^>]*loading="eager"/g)).toHaveLength(1);
  expect(body.match(/<img [^>]*loading="lazy"/g)!.length).toBeGreaterThanOrEqual(5);
  // A page that failed on the server would have been left to the browser (React's fallback).
  expect(body).not.toContain('<template');
});

test('a sample vehicle prerenders its details and price', async () => {
  const vehicle = getSampleVehicles().find((candidate) => candidate.price !== null)!;
  const html = await renderPage(`/vehicle/${encodeURIComponent(vehicle.id)}`);
  expect(html).toContain(vehicle.title.replace(/&/g, '&amp;'));
  expect(html).toContain('Rs: ');
  expect(html).not.toContain('<template');
});

test('the prerendered body fills the root as React rendered it, and its tags replace the defaults', () => {
  const page = fillTemplate(
    TEMPLATE,
    '<link rel="preload" as="image" href="/hero.webp"/><title>Scooters</title><meta name="description" content="Scooters"/><main><h1>Scooters</h1></main>',
    '/browse/scooters',
  );
  // Nothing else in the root (no wrapper, no white space): the app hydrates it in place.
  expect(page).toContain('<div id="root"><main><h1>Scooters</h1></main></div>');
  expect(page).toContain('<meta name="app-prerendered" content="/browse/scooters">');
  expect(page).not.toContain('boot-header');
  expect(page).not.toContain('Default');
  // The app removes data-default-meta tags once it renders its own; the preload stays.
  expect(page).toContain('<title data-default-meta>Scooters</title>');
  expect(page).toContain('<meta data-default-meta name="description" content="Scooters"/>');
  expect(page).toContain('<link rel="preload" as="image" href="/hero.webp"/>');
});

test('a prerendered page inlines its styles and lists its scripts for after the first paint', () => {
  const manifest = {
    'index.html': { file: 'assets/index-A.js', css: ['assets/index-A.css'], isEntry: true },
    'src/app/start.tsx': {
      file: 'assets/start-B.js',
      css: ['assets/start-B.css'],
      imports: ['_shared'],
    },
    _shared: { file: 'assets/shared-C.js' },
    'src/app/routes/browse.tsx': {
      file: 'assets/browse-D.js',
      css: ['assets/browse-D.css'],
      imports: ['_shared'],
    },
  };
  const css: Record<string, string> = {
    'assets/index-A.css': '.global{}',
    'assets/start-B.css': '.header{}',
    'assets/browse-D.css': '.list{}',
  };
  const page = pageHead(
    TEMPLATE,
    manifest,
    ['src/app/start.tsx', routeModuleFor('/browse/scooters')!],
    (file) => css[file]!,
  );
  expect(page).toContain('<style>.global{}\n.header{}\n.list{}</style>');
  expect(page).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-A.css">');
  expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A.css" disabled>');
  expect(page).toContain(
    '<link rel="stylesheet" crossorigin href="/assets/browse-D.css" disabled>',
  );
  expect(page).toContain(
    '<meta name="app-preload" content="/assets/start-B.js /assets/shared-C.js /assets/browse-D.js">',
  );
  // Nor is the manifest: the app links it once it is live.
  expect(page).not.toContain('rel="manifest"');
  expect(page).toContain('<meta name="app-manifest" content="/manifest.webmanifest">');
  // The entry is not in the parser's way: the boot script fetches it once the page has painted.
  expect(page).not.toContain('<script type="module"');
  expect(page).toContain(
    `<meta name="app-entry" content="/assets/index-A.js">\n    <script>${BOOT_SCRIPT}</script>`,
  );
});

test('each path is rendered by its route module', () => {
  expect(routeModuleFor('/')).toBe('src/app/routes/home.tsx');
  expect(routeModuleFor('/browse/all')).toBe('src/app/routes/browse.tsx');
  expect(routeModuleFor('/vehicle/x')).toBe('src/app/routes/vehicle-detail.tsx');
  expect(routeModuleFor('/post-ad')).toBe('src/app/routes/post-ad.tsx');
});

test('every prerendered English page has a Sinhala and a Tamil twin', () => {
  const all = prerenderedPaths();
  const english = all.filter((path) => !/^\/(si|ta)(\/|$)/.test(path));
  expect(all).toHaveLength(english.length * 3);
  for (const path of english) {
    expect(all).toContain(path === '/' ? '/si/' : `/si${path}`);
    expect(all).toContain(path === '/' ? '/ta/' : `/ta${path}`);
  }
  expect(routeModuleFor('/si/')).toBe('src/app/routes/home.tsx');
  expect(routeModuleFor('/ta/post-ad')).toBe('src/app/routes/post-ad.tsx');
  expect(routeModuleFor('/si/vehicle/x')).toBe('src/app/routes/vehicle-detail.tsx');
});

test('a Sinhala page is prerendered in Sinhala, with its own canonical URL and hreflang twins', async () => {
  const html = await renderPage('/si/browse/scooters');
  const { head, body } = splitHoisted(html);
  const tags = head.join('');
  expect(tags).toContain('<title>ශ්‍රී ලංකාවේ විකිණීමට ඇති ස්කූටර් | ');
  expect(tags).toContain('<link rel="canonical" href="https://bikebazaar.lk/si/browse/scooters"/>');
  expect(tags).toMatch(
    /<link rel="alternate" hrefLang="ta" href="https:\/\/bikebazaar.lk\/ta\/browse\/scooters"\/>/,
  );
  expect(tags).toMatch(
    /<link rel="alternate" hrefLang="x-default" href="https:\/\/bikebazaar.lk\/browse\/scooters"\/>/,
  );
  expect(body).toMatch(/<h1[^>]*>ස්කූටර්<\/h1>/);
  // Its links stay in Sinhala.
  expect(body).toContain('href="/si/post-ad"');
  expect(body).not.toMatch(/href="\/(browse|vehicle|post-ad)/);
  const page = fillTemplate(TEMPLATE, html, '/si/browse/scooters');
  expect(page).toContain('<html lang="si">');
  expect(fillTemplate(TEMPLATE, '<title>x</title><main></main>', '/ta/')).toContain(
    '<html lang="ta">',
  );
  expect(fillTemplate(TEMPLATE, '<title>x</title><main></main>', '/')).toContain(
    '<html lang="en">',
  );
});

test('a Tamil home page is prerendered in Tamil', async () => {
  const html = await renderPage('/ta/');
  expect(html).toContain('<link rel="canonical" href="https://bikebazaar.lk/ta/"/>');
  expect(html).toMatch(/[\u0B80-\u0BFF]/);
  expect(html).toContain('href="/ta/browse/scooters"');
  expect(html).not.toContain('<template');
});

test("the home page's featured photos wait for the app, so the hero shares the link with nothing", async () => {
  const { body } = splitHoisted(await renderPage('/'));
  const featured = body.slice(body.indexOf('id="featured"'));
  const photos = featured.match(/<img[^>]*class="card-media"[^>]*>/g) ?? [];
  expect(photos).toHaveLength(4);
  // Each is only in a <noscript>, for a browser without scripts; the page shows a box its shape.
  const hidden = featured.match(/<noscript><img[^>]*class="card-media"[^>]*><\/noscript>/g) ?? [];
  expect(hidden).toHaveLength(4);
  expect(featured.match(/class="card-media photo-after-paint"/g)).toHaveLength(4);
});

test("a list's first screen of photos comes with the page, the first asked first; the others wait for the app", async () => {
  const { body } = splitHoisted(await renderPage('/browse/scooters'));
  const shown = body.replace(/<noscript>.*?<\/noscript>/gs, '');
  const photos = shown.match(/<img[^>]*vehicle-card-media[^>]*>/g) ?? [];
  // A phone's first screen of rows, a wide screen's first row.
  expect(photos).toHaveLength(4);
  expect(photos[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
  expect(photos[0]).toMatch(/loading="eager"/);
  for (const photo of photos.slice(1)) {
    expect(photo).toMatch(/loading="lazy"/);
    expect(photo).not.toMatch(/fetchpriority/i);
  }
  // On phones the list shows rows with a thumbnail: the photo's size says so.
  for (const photo of photos) expect(photo).toContain('sizes="(max-width: 639.98px) 8.5rem');
  const waiting = shown.match(/<span[^>]*vehicle-card-media photo-after-paint[^>]*>/g) ?? [];
  expect(waiting.length).toBeGreaterThan(3);
  expect(waiting[0]).toMatch(/role="img" aria-label="[^"]+"/);
  expect(body.match(/<noscript><img[^>]*vehicle-card-media[^>]*><\/noscript>/g)).toHaveLength(
    waiting.length,
  );
});

test('title and meta tags come first in <head>, before the inlined styles', () => {
  const page = fillTemplate(
    TEMPLATE.replace('<head>', '<head>\n    <meta name="viewport" content="width=device-width" />'),
    '<title>Scooters</title><meta name="description" content="Scooters"/><main></main>',
    '/browse/scooters',
  );
  const styled = pageHead(
    page,
    { 'index.html': { file: 'assets/index-A.js', css: ['assets/index-A.css'] } },
    ['index.html'],
    () => '.x{}'.repeat(7000),
  );
  const at = (text: string) => styled.indexOf(text);
  expect(at('<meta name="viewport"')).toBeLessThan(at('<title'));
  expect(at('<title data-default-meta>Scooters</title>')).toBeGreaterThan(0);
  expect(at('<title')).toBeLessThan(at('<style>'));
  expect(at('name="description"')).toBeLessThan(at('<style>'));
  expect(at('<title')).toBeLessThan(1024);
});

test('with JavaScript off a page says so in its own language, never the shell’s English', async () => {
  const template = TEMPLATE.replace(
    '</body>',
    `<!-- The app shell's note, in every language. -->
    <noscript><p lang="en">BikeBazaar needs JavaScript to run.</p></noscript>
  </body>`,
  );
  for (const [path, note] of [
    ['/', 'JavaScript is off: you can read the ads'],
    ['/si/browse/scooters', 'JavaScript අක්‍රියයි'],
    ['/ta/post-ad', 'JavaScript முடக்கப்பட்டுள்ளது'],
  ] as const) {
    const page = fillTemplate(template, await renderPage(path), path);
    expect(page, path).toMatch(new RegExp(`<noscript><p class="noscript-note">${note}`));
    expect(page, path).not.toContain('needs JavaScript to run');
  }
});
