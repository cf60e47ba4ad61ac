import sharp from 'sharp';
import { brakePads as pads, helmet, postedItem } from '../../testing/item-posts';
import { appOnBuild } from '../../testing/test-app';

// The part and gear page, /item/:id, is rendered by the build's renderer with its ad.
const build = appOnBuild({ managePerWindow: 10_000, postsPerWindow: 10_000 });

const post = (ad: unknown) => postedItem(build.app, ad);
/** The part the page tests show: its description has two lines. */
const brakePads = (patch: Parameters<typeof pads>[0] = {}) =>
  pads({ description: 'Genuine pads.\nFits the front disc.', ...patch });

const page = (url: string) => build.app.inject({ url });
const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const text = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(text, 'JSON-LD').toBeTruthy();
  return JSON.parse(text!) as Record<string, unknown>;
}

describe('a part or gear ad page on the server', () => {
  test('a part: title, photos, price as "Rs. ", fitment, contact, JSON-LD, preview, canonical, hreflang', async () => {
    const ad = await post(brakePads());
    const response = await page(`/item/${ad.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Brake pads \(front\), Pulsar<\/h1>/);
    expect(html).toMatch(/<title[^>]*>Brake pads \(front\), Pulsar – Rs\. 2,500 – Kandy \| /);
    expect(html).toContain('>Rs. 2,500<');
    expect(html).toContain('Fits these bikes');
    expect(html).toContain('Bajaj Pulsar 150 2012–2020');
    expect(html).toContain('JF-151');
    expect(html).toContain('Genuine pads.\nFits the front disc.');
    // Call and WhatsApp with the seller's number; Save, Share, Report and Message seller.
    expect(html).toContain('href="tel:+94771234567"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/94771234567/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Save/s);
    expect(html).toContain('Share this ad');
    expect(html).toContain('Report this ad');
    expect(html).toContain('Message seller');
    // The photo placeholder is sized (no photo posted).
    expect(html).toMatch(/vehicle-image-placeholder[^>]*style="aspect-ratio:/);

    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Brake pads (front), Pulsar',
      brand: { '@type': 'Brand', name: 'Bajaj' },
      mpn: 'JF-151',
      category: 'Brakes',
      offers: {
        '@type': 'Offer',
        price: 2500,
        priceCurrency: 'LKR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    const base = /<link [^>]*rel="canonical" href="(https?:\/\/[^/"]+)\/item\//.exec(html)?.[1];
    expect(base).toBeTruthy();
    expect(html).toContain(`rel="canonical" href="${base}/item/${ad.id}"/>`);
    for (const [lang, path] of [
      ['en', `/item/${ad.id}`],
      ['si', `/si/item/${ad.id}`],
      ['ta', `/ta/item/${ad.id}`],
      ['x-default', `/item/${ad.id}`],
    ]) {
      expect(html).toContain(`rel="alternate" hrefLang="${lang}" href="${base}${path}"/>`);
    }
    const image = new RegExp(
      `property="og:image" content="${base}(/previews/${ad.id}/en-[0-9a-f]{16}\\.jpg)"/>`,
    ).exec(html)?.[1];
    expect(image, 'og:image').toBeTruthy();
    expect(html).toContain('property="og:image:width" content="1200"/>');

    // Its own link preview: a 1200×630 JPEG.
    const preview = await build.app.inject({ url: image! });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The app hydrates from the same data.
    expect(html).toContain(`"item":{"id":"${ad.id}"`);
  });

  test('a helmet without the SLS mark says so, in English, Sinhala and Tamil', async () => {
    const ad = await post(helmet());
    const en = await page(`/item/${ad.id}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('No SLS mark: not for road use in Sri Lanka');
    expect(en.body).toContain('Full face');
    expect(en.body).toContain('>Rs. 12,000<');
    expect(jsonLd(en.body)).toMatchObject({ '@type': 'Product', size: 'M', category: 'Helmets' });

    const si = await page(`/si/item/${ad.id}`);
    expect(si.statusCode).toBe(200);
    expect(si.body).toContain('<html lang="si"');
    expect(si.body).toContain('SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ');
    expect(si.body).toMatch(/rel="canonical" href="[^"]*\/si\/item\//);
    expect(si.body).toMatch(/og:image" content="[^"]*\/si-[0-9a-f]{16}\.jpg"/);

    const ta = await page(`/ta/item/${ad.id}`);
    expect(ta.statusCode).toBe(200);
    expect(ta.body).toContain('<html lang="ta"');
    expect(ta.body).toContain('SLS முத்திரை இல்லை: இலங்கையில் வீதிப் பாவனைக்கு அல்ல');
    expect(ta.body).toContain('ரூ. 12,000');

    const marked = await post(helmet({ title: 'SLS helmet', slsMark: 'yes' }));
    const ok = await page(`/item/${marked.id}`);
    expect(ok.body).toContain('Carries the SLS mark');
    expect(ok.body).not.toContain('not for road use');
  });

  test('a part that fits any bike, with a negotiable price', async () => {
    const ad = await post(
      brakePads({ title: 'Universal mirror', fitsAnyBike: true, fitment: [], negotiable: true }),
    );
    const html = (await page(`/item/${ad.id}`)).body;
    expect(html).toContain('Fits any bike');
    expect(html).toContain('>Negotiable<');
    expect(jsonLd(html).offers).not.toHaveProperty('price');
  });

  test('"Show my number" off: the number is in neither the page nor the API, only Message seller', async () => {
    const ad = await post(brakePads({ title: 'Quiet seller', phone: '0779876543' }));
    const off = await build.app.inject({
      method: 'PATCH',
      url: `/api/items/${ad.id}/manage`,
      headers: as(ad.manageToken),
      payload: { showPhone: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ showPhone: false });
    const html = (await page(`/item/${ad.id}`)).body;
    for (const digits of ['779876543', '77 987 6543', '077 987']) {
      expect(html).not.toContain(digits);
    }
    expect(html).not.toContain('tel:+9477');
    expect(html).not.toContain('wa.me/9477');
    expect(html).toContain('The seller keeps their number private.');
    expect(html).toContain('Message seller');
    const api = await build.app.inject({ url: `/api/items/${ad.id}` });
    expect(api.json()).toMatchObject({ phone: '', phoneHidden: true });
    expect(api.body).not.toContain('779876543');
    const list = await build.app.inject({ url: '/api/parts?limit=60' });
    expect(list.body).not.toContain('779876543');
    // The owner still sees it.
    const manage = await build.app.inject({
      url: `/api/items/${ad.id}/manage`,
      headers: as(ad.manageToken),
    });
    expect(manage.json().ad.phone).toMatch(/987/);
  });

  test('a buyer can message the seller of a part', async () => {
    const ad = await post(brakePads({ title: 'Message me' }));
    const started = await build.app.inject({
      method: 'POST',
      url: `/api/items/${ad.id}/threads`,
      payload: { text: 'Are these still available?' },
      remoteAddress: '10.45.7.1',
    });
    expect(started.statusCode, started.body).toBe(201);
    const threads = await build.app.inject({
      url: `/api/items/${ad.id}/threads`,
      headers: as(ad.manageToken),
    });
    expect(threads.statusCode, threads.body).toBe(200);
    expect(threads.json().threads).toHaveLength(1);
  });

  test('unknown ids answer 404; sold, expired and deleted ads 410, in the page language', async () => {
    const unknown = await page('/item/part-nothing-here-1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Ad not found');
    expect(unknown.body).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    // A vehicle's id is no item page, and an item's id no vehicle page.
    expect((await page('/item/sample-vehicle-1')).statusCode).toBe(404);

    const sold = await post(brakePads({ title: 'Sold pads' }));
    const markSold = await build.app.inject({
      method: 'POST',
      url: `/api/items/${sold.id}/sold`,
      headers: as(sold.manageToken),
    });
    expect(markSold.statusCode, markSold.body).toBe(200);
    // As a vehicle's: a sold ad keeps its page a week, marked sold, with no Call; then 410.
    const justSold = await page(`/item/${sold.id}`);
    expect(justSold.statusCode).toBe(200);
    expect(justSold.body).toContain('This item has been sold');
    expect(justSold.body).not.toContain('tel:+9477');
    expect(jsonLd(justSold.body)).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    await build.app.db.query(
      "UPDATE vehicles SET sold_at = now() - interval '8 days' WHERE id = $1",
      [sold.id],
    );
    const soldPage = await page(`/item/${sold.id}`);
    expect(soldPage.statusCode).toBe(410);
    expect(soldPage.body).toContain('This item has been sold');

    const expired = await post(helmet({ title: 'Old helmet' }));
    await build.app.db.query(
      "UPDATE vehicles SET expires_at = now() - interval '1 day' WHERE id = $1",
      [expired.id],
    );
    const expiredPage = await page(`/ta/item/${expired.id}`);
    expect(expiredPage.statusCode).toBe(410);
    expect(expiredPage.body).toContain('இந்த விளம்பரம் காலாவதியாகிவிட்டது');

    const deleted = await post(helmet({ title: 'Gone helmet' }));
    const remove = await build.app.inject({
      method: 'DELETE',
      url: `/api/items/${deleted.id}`,
      headers: as(deleted.manageToken),
    });
    expect(remove.statusCode, remove.body).toBe(200);
    const deletedPage = await page(`/si/item/${deleted.id}`);
    expect(deletedPage.statusCode).toBe(410);
    expect(deletedPage.body).toContain('මේ දැන්වීම ඉවත් කර ඇත');
    // No preview for an ad that is not listed.
    expect(
      (await build.app.inject(`/previews/${deleted.id}/en-0123456789abcdef.jpg`)).statusCode,
    ).toBe(404);
  });

  test('a held engine is not public until released; then it tells buyers to check the papers', async () => {
    const engine = await post(
      brakePads({
        title: 'Complete engine, CT100',
        category: 'engine',
        carriesNumber: true,
        papersConfirmed: true,
        fitment: [{ make: 'Bajaj', model: 'CT100', yearFrom: '', yearTo: '' }],
      }),
    );
    expect(engine.status).toBe('held');
    const held = await page(`/item/${engine.id}`);
    expect(held.statusCode).toBe(404);
    expect(held.body).not.toContain('Complete engine');
    expect(
      (await build.app.inject(`/previews/${engine.id}/en-0123456789abcdef.jpg`)).statusCode,
    ).toBe(404);
    await build.app.screening.decide(engine.id, 'approve', { name: 'mod', session: 'test' }, 'ok');
    const listed = await page(`/item/${engine.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('Engine or frame number');
    expect(listed.body).toContain('match the number on the part against its papers');
    const si = await page(`/si/item/${engine.id}`);
    expect(si.body).toContain('එන්ජින් හෝ චැසි අංකය');
  });

  test('the sitemap lists live parts and gear at /item/, never a held or sold one', async () => {
    const part = await post(brakePads({ title: 'Sitemap pads' }));
    const gear = await post(helmet({ title: 'Sitemap helmet' }));
    const sold = await post(helmet({ title: 'Sitemap sold' }));
    await build.app.inject({
      method: 'POST',
      url: `/api/items/${sold.id}/sold`,
      headers: as(sold.manageToken),
    });
    const index = await build.app.inject('/sitemap.xml');
    const files = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/ads-\d+\.xml)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    const xml = (await Promise.all(files.map((file) => build.app.inject(file))))
      .map((r) => r.body)
      .join('');
    for (const id of [part.id, gear.id]) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]*/item/${id}</loc>`));
      expect(xml).toMatch(new RegExp(`<loc>[^<]*/si/item/${id}</loc>`));
      expect(xml).not.toMatch(new RegExp(`/vehicle/${id}<`));
    }
    expect(xml).not.toContain(sold.id);
    expect(xml).toContain('/vehicle/sample-vehicle-1<');
  });
});
