import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, inLang } from './fixtures';

// One page of each kind in English: the catalogues share a page (spare parts stand for biker gear)
// and every category list is one template with another heading and pictures from this origin.
// The vehicle page is the first card's of the scooters list.
const STATIC_ROUTES = [
  '/',
  '/?view=spare-parts',
  '/browse/scooters',
  '/vehicle/no-such-vehicle',
  '/post-ad',
];

async function watchViolations(page: Page) {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      consoleReports.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return {
    consoleReports,
    events: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

async function expectSafeLinks(page: Page, route: string) {
  const unsafe = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => {
        const external = /^https?:/i.test(a.href) && new URL(a.href).origin !== location.origin;
        if (!external && a.target !== '_blank') return false;
        const rel = a.rel.toLowerCase().split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((a) => a.outerHTML.slice(0, 160)),
  );
  expect(unsafe, `links without rel="noopener noreferrer" on ${route}`).toEqual([]);
  const scriptHrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], img[src], iframe, object, embed')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.tagName)
      .filter(
        (value) =>
          /^\s*(javascript|vbscript|data:text)/i.test(value) || /IFRAME|OBJECT|EMBED/.test(value),
      ),
  );
  expect(scriptHrefs, `script URLs or embeds on ${route}`).toEqual([]);
}

test('the policy is sent as a header, with no inline script allowed but by its hash', async ({
  request,
}) => {
  const response = await request.get('/browse/scooters');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("img-src 'self' data: blob: https:");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp.match(/'sha256-[^']+'/g)).toHaveLength(1);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('every page loads under the Content-Security-Policy (also its meta tag, which allows the boot script alone) without a violation, an inline event handler or an unsafe link', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000); // ~10 full page loads; generous on a busy machine, never timed
  const violations = await watchViolations(page);
  const header = (await request.get('/')).headers()['content-security-policy'] ?? '';

  async function expectCleanPage(route: string, lang: 'en' | 'si') {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Let lazy images, fonts and the chat widget load before reading the reports.
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    expect(await violations.events(), `CSP violations on ${route} (${lang})`).toEqual([]);
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((attr) => /^on/i.test(attr.name)).map((attr) => attr.name),
      ),
    );
    expect(handlers, `inline event handlers on ${route} (${lang})`).toEqual([]);
    await expectSafeLinks(page, `${route} (${lang})`);
  }

  await test.step('the home page: the meta policy, and the boot script its one inline script', async () => {
    await page.goto('/');
    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
    await expect(meta).toHaveCount(1);
    const metaPolicy = (await meta.getAttribute('content')) ?? '';
    expect(metaPolicy).toContain("script-src 'self'");
    expect(metaPolicy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'strict-origin-when-cross-origin',
    );
    // The one inline script is the boot script, allowed by its hash (no other hash is allowed).
    const inline = page.locator('script:not([src])');
    await expect(inline).toHaveCount(1);
    const hashes = metaPolicy.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(1);
    expect(header.match(/'sha256-[^']+'/g)).toEqual(hashes);
    const text = (await inline.textContent()) ?? '';
    const digest = createHash('sha256').update(text).digest('base64');
    expect(hashes[0]).toBe(`'sha256-${digest}'`);
    await expectCleanPage('/', 'en');
  });

  let vehicle = '';
  for (const route of STATIC_ROUTES.slice(1)) {
    await test.step(route, async () => {
      await page.goto(route);
      await expectCleanPage(route, 'en');
      if (route === '/browse/scooters') {
        vehicle =
          (await page
            .getByRole('link', { name: /^Find out more/ })
            .first()
            .getAttribute('href')) ?? '';
        expect(vehicle).toMatch(/^\/vehicle\//);
      }
    });
  }
  await test.step('a vehicle page', async () => {
    await page.goto(vehicle);
    await expectCleanPage(vehicle, 'en');
  });

  await test.step('the chat widget and its reply links', async () => {
    await page.getByRole('button', { name: 'Chat with BikeBot' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Contact support' }).click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    await expectSafeLinks(page, 'BikeBot');
    expect(await violations.events()).toEqual([]);
  });

  // Sinhala loads its texts whole and its font: the home page and an ad page.
  for (const route of ['/', vehicle]) {
    await test.step(`${route} (si)`, async () => {
      await page.goto(inLang(route, 'si'));
      await expectCleanPage(route, 'si');
    });
  }

  expect(violations.consoleReports, 'CSP reports in the console').toEqual([]);
  expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);

  await test.step('a script the page adds inline does not run, and is reported', async () => {
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    expect((await violations.events()).join('\n')).toContain('script-src');
  });
});

test('the server revalidates pages, serves byte ranges for video and hides build metadata', async ({
  request,
}) => {
  const page = await request.get('/browse/scooters');
  const etag = page.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/browse/scooters', {
    headers: { 'If-None-Match': etag ?? '' },
  });
  expect(again.status()).toBe(304);

  const part = await request.get('/media/home/hero.mp4', { headers: { Range: 'bytes=0-1' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-1\/\d+$/);
  expect((await part.body()).length).toBe(2);

  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
