import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PartFormValues } from '@/domain/listings/item-form-schema';
import type { App } from '../../app';
import { brakePads as pads, helmet, postedItem } from '../../testing/item-posts';
import { createTestEnv, theBuild } from '../../testing/test-app';

// The Spare Parts and Biker Gear views as the server renders them (`npx vite build` first).
let env: Awaited<ReturnType<typeof createTestEnv>> | undefined;
let app: App;

/** The nth of many Pulsar brake pads, each a rupee dearer than the one before. */
const brakePads = (n: number, patch: Partial<PartFormValues> = {}) =>
  pads({ title: `Brake pads ${n}, Pulsar`, price: String(1000 + n), partNumber: '', ...patch });

const post = async (ad: unknown): Promise<string> => (await postedItem(app, ad)).id;

const ids: string[] = [];
beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ distDir: theBuild(), pageCacheSeconds: 0, sampleAds: false });
  // One more than a page (24), oldest first; then a Dio part and two helmets.
  for (let n = 1; n <= 25; n += 1) ids.push(await post(brakePads(n)));
  await post(
    brakePads(99, {
      title: 'Dio drive belt',
      brand: 'Honda',
      category: 'engine',
      fitment: [{ make: 'Honda', model: 'Dio', yearFrom: '', yearTo: '' }],
    }),
  );
  await post(helmet({ title: 'Helmet without the mark', slsMark: 'no' }));
  await post(helmet({ title: 'Helmet with the mark', slsMark: 'yes' }));
}, 300_000);
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const page = async (url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const cards = (html: string) => html.match(/<article class="card catalog-card item-card"/g) ?? [];

describe('the Spare Parts and Biker Gear views on the server', () => {
  test('the raw HTML of /?view=spare-parts holds the first page of live cards, newest first, and the true count', async () => {
    const html = await page('/?view=spare-parts');
    expect(html).toContain('>26 items</h2>');
    expect(cards(html)).toHaveLength(24);
    expect(html.indexOf('Dio drive belt')).toBeLessThan(html.indexOf('Brake pads 25, Pulsar'));
    expect(html).toContain(`href="/item/${ids[24]}"`);
    // The oldest is on the next page.
    expect(html).not.toContain(`href="/item/${ids[0]}"`);
    expect(html).toContain('Fits: Bajaj Pulsar 150 2012–2020');
    expect(html).toContain('Rs. 1,025');
    // No sample catalogue, no sample rating or seller badge.
    expect(html).not.toContain('Piston kit');
    expect(html).not.toMatch(/Verified seller|out of 5/);
    // The app hydrates from the same page.
    expect(html).toContain('"items":{"url":"/?view=spare-parts"');
    expect(html).toContain('"nextCursor":"');
  });

  test("each view's HTML carries its own styles and preloads its code, so nothing shifts when the app takes over", async () => {
    const manifest = JSON.parse(
      readFileSync(join(theBuild(), '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[] }>;
    const live = manifest['src/features/catalogue/live/live-item-page.tsx']!;
    for (const view of ['spare-parts', 'biker-gear']) {
      const html = await page(`/?view=${view}`);
      for (const css of live.css ?? []) expect(html).toContain(`href="/${css}" disabled>`);
      const preload = /<meta name="app-preload" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(preload.split(' ')).toEqual(
        expect.arrayContaining([
          `/${live.file}`,
          `/${manifest[`src/features/catalogue/configs/${view}.tsx`]!.file}`,
        ]),
      );
    }
    // The home page itself carries neither.
    expect(await page('/')).not.toContain(`href="/${live.css?.[0]}"`);
  });

  test('a plain More ads link opens the next page as the server renders it, up to the last', async () => {
    const first = await page('/?view=spare-parts&category=brakes');
    const link = /<a [^>]*href="([^"]+)"[^>]*>More ads<\/a>/
      .exec(first)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(link).toMatch(/^\/\?view=spare-parts&category=brakes&after=[A-Za-z0-9_-]+$/);
    const next = await page(link!);
    expect(next).toContain('>25 items</h2>');
    expect(cards(next)).toHaveLength(1);
    expect(next).toContain(`href="/item/${ids[0]}"`);
    expect(next).not.toContain('>More ads</a>');
    const si = await page('/si/?view=spare-parts');
    expect(si).toMatch(
      /<a [^>]*href="\/si\/\?view=spare-parts&amp;after=[^"]+"[^>]*>තවත් දැන්වීම්<\/a>/,
    );
  });

  test('the URL carries the filters: brand, category, fits my bike, each in the raw HTML', async () => {
    const honda = await page('/?view=spare-parts&brand=Honda');
    expect(honda).toContain('>1 item</h2>');
    expect(honda).toContain('Dio drive belt');
    const fits = await page('/?view=spare-parts&fit=Bajaj%7CPulsar+150%7C2018');
    expect(fits).toContain('>25 items</h2>');
    expect(fits).not.toContain('Dio drive belt');
    expect(fits).toMatch(/<input type="checkbox" checked=""[^>]*>Fits my Pulsar 150 \(2018\)/);
    const old = await page('/?view=spare-parts&fit=Bajaj%7CPulsar+150%7C2008');
    expect(old).toContain('No parts match these filters.');
    const engine = await page('/si/?view=spare-parts&category=engine');
    expect(engine).toContain('>අයිතම 1ක්</h2>');
  });

  test('a helmet without the SLS mark says so in each language; SLS-only keeps the marked one', async () => {
    const en = await page('/?view=biker-gear&category=helmets');
    expect(en).toContain('>2 items</h2>');
    expect(en).toContain('No SLS mark: not for road use in Sri Lanka');
    const si = await page('/si/?view=biker-gear');
    expect(si).toContain('SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ');
    const ta = await page('/ta/?view=biker-gear');
    expect(ta).toContain('SLS முத்திரை இல்லை: இலங்கையில் வீதிப் பாவனைக்கு அல்ல');
    const marked = await page('/?view=biker-gear&category=helmets&sls=1');
    expect(marked).toContain('>1 item</h2>');
    expect(marked).toContain('Helmet with the mark');
    expect(marked).not.toContain('No SLS mark');
  });
});
