import { BOOT_SCRIPT } from '@/app/html/boot-script';
import { brotliDecompressSync } from 'node:zlib';
import { buildAdForm } from '@/testing/test-vehicle';
import { appOnBuild, postForm } from '../../testing/test-app';

// Compare and list pages are rendered by the build's renderer.
const build = appOnBuild({ managePerWindow: 10_000 });

async function postAd(model: string) {
  const response = await build.app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ model, title: `Compare ${model}` })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; manageToken: string }>();
}

const page = (url: string) => build.app.inject({ url });

describe('the compare page on the server', () => {
  test('/compare?ids=a,b has both ads in its raw HTML, side by side, noindex with a canonical', async () => {
    const response = await page('/compare?ids=sample-vehicle-1,sample-vehicle-2');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Sample Vehicle 1 (Honda Dio)');
    expect(html).toContain('Sample Vehicle 2 (Yamaha FZ)');
    expect(html).toContain('Rs: 450,000');
    expect(html).toContain('href="/vehicle/sample-vehicle-1"');
    expect(html).toContain('Differs');
    expect(html).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    expect(html).toMatch(
      /<link [^>]*rel="canonical" href="[^"]*\/compare\?ids=sample-vehicle-1,sample-vehicle-2"/,
    );
    // The app hydrates from the same data.
    expect(html).toContain('"compare":{"ads":[{"id":"sample-vehicle-1"');
  });

  test('in Sinhala and Tamil under their prefixes', async () => {
    const si = await page('/si/compare?ids=sample-vehicle-1,sample-vehicle-2');
    expect(si.statusCode).toBe(200);
    expect(si.body).toContain('<html lang="si"');
    expect(si.body).toContain('දැන්වීම් සසඳන්න');
    const ta = await page('/ta/compare?ids=sample-vehicle-1,sample-vehicle-2');
    expect(ta.body).toContain('ரூ. 450,000');
  });

  test('more than 3, repeated or garbage ids answer 400 with a page that says why', async () => {
    for (const [url, message] of [
      ['/compare?ids=a,b,c,d', 'A comparison holds at most 3 ads, and this link names more.'],
      [
        '/compare?ids=sample-vehicle-1,sample-vehicle-1',
        'This link names the same ad more than once.',
      ],
      ['/compare?ids=%3Cscript%3E', 'This link names something that is not an ad.'],
      ['/si/compare?ids=a,a', 'මෙම සබැඳියේ එකම දැන්වීම කිහිප වතාවක් ඇත.'],
      ['/ta/compare?ids=a,b,c,d', 'ஒரு ஒப்பீட்டில் 3 விளம்பரங்கள் மட்டுமே'],
      ['/ta/compare?ids=a,b,c,d', 'இந்த ஒப்பீட்டு இணைப்பு வேலை செய்யவில்லை'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(message);
      // Nothing from the address is written as markup (the boot script is ours).
      expect(response.body.replace(`<script>${BOOT_SCRIPT}</script>`, '')).not.toContain(
        '<script>',
      );
    }
  });

  test('a sold, a deleted and an unknown id each show their note with 200', async () => {
    const sold = await postAd('Soldone');
    const deleted = await postAd('Deletedone');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const markSold = await build.app.inject({
      method: 'POST',
      url: `/api/vehicles/${sold.id}/sold`,
      headers: auth(sold.manageToken),
    });
    expect(markSold.statusCode, markSold.body).toBe(200);
    const remove = await build.app.inject({
      method: 'DELETE',
      url: `/api/vehicles/${deleted.id}`,
      headers: auth(deleted.manageToken),
    });
    expect(remove.statusCode, remove.body).toBeLessThan(300);
    const response = await page(`/compare?ids=${sold.id},${deleted.id},no-such-ad`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Compare Soldone');
    expect(response.body).toMatch(/badge-sold[^>]*>Sold</);
    expect(response.body.split('This ad is no longer available')).toHaveLength(3);
  });

  test('a rendered page is sent once: it never falls through to the prerendered files', async () => {
    const files = vi.spyOn(build.app.pages!, 'pageFor');
    const response = await page('/compare?ids=sample-vehicle-1');
    expect(response.statusCode).toBe(200);
    expect(files).not.toHaveBeenCalled();
  });

  test('a rendered page is compressed for a browser that accepts it', async () => {
    const url = '/compare?ids=sample-vehicle-1';
    const plain = await page(url);
    const br = await build.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe('a list page on the server', () => {
  test('a keyword that finds nothing offers the close name, in each language', async () => {
    for (const [path, offer] of [
      ['/browse/all?q=yahama', 'Did you mean Yamaha?'],
      ['/si/browse/all?q=yahama', 'ඔබ අදහස් කළේ Yamaha ද?'],
      ['/ta/browse/all?q=yahama', 'Yamaha என்று தேடினீர்களா?'],
    ] as const) {
      const { body } = await page(path);
      expect(body, path).toContain(offer);
      expect(body, path).toMatch(/href="(\/(si|ta))?\/browse\/all\?q=Yamaha"/);
    }
    expect((await page('/browse/all?q=yamha')).body).not.toContain('Did you mean');
  });
});

describe('a sold ad’s page on the server', () => {
  test('its link preview says it is sold, in words and on a new picture, in each language', async () => {
    const ad = await postAd('Soldpreview');
    const ogOf = (html: string, property: string) =>
      [...html.matchAll(new RegExp(`property="${property}" content="([^"]*)"`, 'g'))]
        .map((m) => m[1])
        .join('|');
    const before = (await page(`/vehicle/${ad.id}`)).body;
    expect(ogOf(before, 'og:description')).toContain('for sale in Colombo');
    const sold = await build.app.inject({
      method: 'POST',
      url: `/api/vehicles/${ad.id}/sold`,
      headers: { authorization: `Bearer ${ad.manageToken}` },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const after = (await page(`/vehicle/${ad.id}`)).body;
    expect(ogOf(after, 'og:description')).toBe(
      'Sold: Compare Soldpreview is no longer for sale. See similar bikes for sale in Sri Lanka.',
    );
    expect(ogOf(after, 'og:image')).not.toBe(ogOf(before, 'og:image'));
    const si = (await page(`/si/vehicle/${ad.id}`)).body;
    expect(ogOf(si, 'og:description')).toMatch(/^විකිණී ඇත: /);
    const ta = (await page(`/ta/vehicle/${ad.id}`)).body;
    expect(ogOf(ta, 'og:description')).toMatch(/^விற்கப்பட்டது: /);
  });
});
