import { fillTemplate, pageHead, splitHoisted } from '../../scripts/vite-plugins/page-html';
import { getSampleVehicles } from '@/data/sample-vehicles';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { routeModuleFor } from './pages';
import { prerenderedPaths, renderPage } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
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
});

test('each path is rendered by its route module', () => {
  expect(routeModuleFor('/')).toBe('src/app/routes/home.tsx');
  expect(routeModuleFor('/browse/all')).toBe('src/app/routes/browse.tsx');
  expect(routeModuleFor('/vehicle/x')).toBe('src/app/routes/vehicle-detail.tsx');
  expect(routeModuleFor('/post-ad')).toBe('src/app/routes/post-ad.tsx');
});
