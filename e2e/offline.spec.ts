import { appReady, expect, test } from './fixtures';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { visitThenGoOffline, waitForPageKept } from './service-worker';

const SAVED_KEY = 'bikebazaar.saved_v1';
const GONE = 'This ad is no longer available. It may have been sold or taken down.';
const REMOVE_GONE = 'Remove the ad that is no longer available';

// Service workers are blocked in the other specs (playwright.config.ts); this one needs them.
test.use({ serviceWorkers: 'allow' });

const DIST = process.env.DIST_DIR || 'dist';
const OFFLINE_TITLE = 'This page could not be loaded';
const OFFLINE_TEXT =
  "You're offline, and this page is not kept on this device yet: only the pages you have opened before work offline. Connect to the internet and try again.";

// The offline contract: the pages a visitor opened (the first one included, loaded before the
// worker existed) and the shell work offline; a page never opened shows the app's own message.
// One visit serves every check (each costs a server and a worker install).
test('offline, the pages seen work (the first one too), posting works, and a page never seen says so', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  let vehicle = '';
  let title = '';
  const base = await visitThenGoOffline(context, async (base) => {
    // A first visit lands on a list: the worker precaches only the shell, the page keeps its own.
    await page.goto(`${base}/browse/scooters`);
    await expect(page.getByText(/^\d+ Scooters for sale in Sri Lanka$/)).toBeVisible();
    await waitForPageKept(page);
    // Then an ad, opened from its card, and the post form: kept as they are used.
    const firstCard = page.getByRole('link', { name: /^Find out more/ }).first();
    const name = (await firstCard.getAttribute('aria-label')) ?? (await firstCard.innerText());
    title = name.replace(/^Find out more:?\s*/, '');
    await firstCard.click();
    await expect(page).toHaveURL(/\/vehicle\//);
    vehicle = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const artwork = page.locator('main img[src^="/images/"]').first();
    await expect
      .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.goto(`${base}/post-ad`);
    await expect(page.getByRole('button', { name: 'Post Ad' })).toBeVisible();
    await page.goto(`${base}/saved`);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved ads' })).toBeVisible();
  });

  await page.goto(`${base}/browse/scooters`);
  await expect(page.getByText(/^\d+ Scooters for sale in Sri Lanka$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  // The worker serves the whole site, and no update banner shows for the current version.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);

  // The ad seen, with its artwork from the cache.
  await page.goto(`${base}${vehicle}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const artwork = page.locator('main img[src^="/images/"]').first();
  await expect(artwork).toBeVisible();
  await expect
    .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Posting an ad (the form was opened online; its photo code is loaded as it is filled in).
  await page.goto(`${base}/post-ad`);
  await page.getByLabel(/^Make/).fill('Honda');
  await page.getByLabel(/^Model \*/).fill('Dio');
  await page.getByLabel(/^Model year/).fill('2020');
  await page.getByLabel(/^Location/).fill('Galle');
  await page.getByLabel(/^Phone/).fill('071 234 5678');
  await page.getByLabel(/^Ad title/).fill('Offline Posted Dio');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'View your ad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline Posted Dio');

  await page.goto(`${base}/browse/all?q=Offline%20Posted`);
  await expect(page.getByText('1 Bikes for sale in Sri Lanka')).toBeVisible();

  // The saved page, with one ad still listed and one gone.
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify(['gone-ad', 'jawa-42-2022-galle'])),
    SAVED_KEY,
  );
  await page.goto(`${base}/saved`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved ads' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jawa 42 retro classic' }),
  ).toBeVisible();
  await expect(page.getByText(GONE)).toBeVisible();
  await page.getByRole('button', { name: REMOVE_GONE }).click();
  await expect(page.getByText('1 saved', { exact: true })).toBeVisible();

  // Never opened: the app itself (header and all) says the page is not kept, and how to get it.
  for (const path of ['/', '/compare']) {
    // The frame's own goto: the page never counts as ready (html[data-app]) without its code.
    await page.mainFrame().goto(`${base}${path}`);
    const alert = page.getByRole('alert').filter({ hasText: OFFLINE_TITLE });
    await expect(alert.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
    await expect(alert.getByText(OFFLINE_TEXT)).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /BikeBazaar/ })).toBeVisible();
  }

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
});

type BuildManifest = Record<string, { file: string; css?: string[] }>;

/** The shell as the build wrote it: shell.html and the files it links (scripts, styles). */
function shellOfBuild(manifest: BuildManifest) {
  const html = readFileSync(join(DIST, 'shell.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  // The scripts' own stylesheets, which they load as they run.
  const styles = Object.values(manifest)
    .filter((chunk) => linked.includes(chunk.file))
    .flatMap((chunk) => chunk.css ?? []);
  const fonts = readdirSync(join(DIST, 'fonts')).map((file) => `fonts/${file}`);
  const files = [
    ...new Set([
      'shell.html',
      'favicon.svg',
      'manifest.webmanifest',
      ...linked,
      ...styles,
      ...fonts,
    ]),
  ];
  const bytes = files.reduce((sum, file) => sum + statSync(join(DIST, file)).size, 0);
  return { linked, bytes };
}

test('a first visit precaches only the shell: no other page, picture or language, within the shell’s bytes', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const manifest = JSON.parse(
    readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
  const shell = shellOfBuild(manifest);
  const base = await visitThenGoOffline(context, async (base) => {
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForPageKept(page);
  });
  expect(base).toContain('127.0.0.1');
  const { precached, kept } = await page.evaluate(async () => {
    const list = async (name: string) => {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      const sizes = await Promise.all(
        requests.map(async (request) => (await (await cache.match(request))!.blob()).size),
      );
      return requests.map((request, i) => ({
        path: new URL(request.url).pathname.slice(1),
        bytes: sizes[i]!,
      }));
    };
    const names = await caches.keys();
    const precacheName = names.find((name) => name.startsWith('workbox-precache'))!;
    return { precached: await list(precacheName), kept: await list('assets') };
  });
  const paths = precached.map((file) => file.path);
  // The shell: its page and everything it links.
  expect(paths).toEqual(expect.arrayContaining(['shell.html', ...shell.linked]));
  // Not another page's code (the home page's own is kept by the page, not precached), nor
  // another language's texts, nor a picture, nor a prerendered page.
  const pageChunks = Object.entries(manifest)
    .filter(([key]) => /^src\/app\/routes\/[^/]+\.tsx$/.test(key))
    .map(([, chunk]) => chunk.file);
  const otherLanguages = Object.entries(manifest)
    .filter(([key]) => /^src\/i18n\/locales\/(si|ta)\//.test(key))
    .map(([, chunk]) => chunk.file);
  expect(pageChunks.length).toBeGreaterThan(5);
  expect(paths.filter((path) => pageChunks.includes(path))).toEqual([]);
  expect(paths.filter((path) => otherLanguages.includes(path))).toEqual([]);
  expect(paths.filter((path) => /^(images|media|icons)\/|(^|\/)index\.html$/.test(path))).toEqual(
    [],
  );
  // Within the bytes of the shell the build wrote (old precache: ~440 files, 2.2 MB).
  const bytes = precached.reduce((sum, file) => sum + file.bytes, 0);
  expect(bytes).toBeLessThanOrEqual(shell.bytes);
  // The page the visitor is on is there for the next visit all the same.
  const home = manifest['src/app/routes/home.tsx']!.file;
  expect(kept.map((file) => file.path)).toContain(home);
});

test('the web app manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  // Linked as the app is fetched, so that a slow phone does not fetch it beside the first image.
  await appReady(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'BikeBazaar',
    lang: 'en',
    start_url: '/',
    display: 'standalone',
    theme_color: '#111827',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111827');
});
