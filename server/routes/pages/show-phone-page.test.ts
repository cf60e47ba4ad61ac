import { buildAdForm } from '@/testing/test-vehicle';
import { expectNoHiddenPhone, HIDDEN_PHONE } from '../../testing/hidden-phone';
import { appOnBuild, postForm } from '../../testing/test-app';

// "Show my number" off (issue 46): the ad's server-rendered page in every language, its JSON-LD,
// link-preview tags and page-data block, the compare and list pages: no number in any form, no
// Call, no WhatsApp, no provider number in its place. Needs `npx vite build` first.
const build = appOnBuild({ managePerWindow: 10_000 });

describe("a hidden number on the ad's pages", () => {
  test('off: no number anywhere in the raw HTML; on: the Call link is back', async () => {
    const app = build.app;
    const posted = await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: postForm(
        buildAdForm({ model: 'Hiddenpage', title: 'Hidden number page', phone: HIDDEN_PHONE }),
      ),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const ad = posted.json<{ id: string; manageToken: string }>();
    const page = (url: string) => app.inject({ url });
    const shown = await page(`/vehicle/${ad.id}`);
    expect(shown.body).toContain('href="tel:+94718642097"');

    const off = await app.inject({
      method: 'PATCH',
      url: `/api/vehicles/${ad.id}/manage`,
      headers: { authorization: `Bearer ${ad.manageToken}` },
      payload: { showPhone: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    for (const [url, note] of [
      [`/vehicle/${ad.id}`, 'The seller keeps their number private.'],
      [`/si/vehicle/${ad.id}`, 'විකුණුම්කරු තම දුරකථන අංකය පෙන්වන්නේ නැත.'],
      [`/ta/vehicle/${ad.id}`, 'விற்பனையாளர் தனது தொலைபேசி இலக்கத்தைக் காட்டவில்லை.'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html, url).toContain('Hidden number page');
      expect(html, url).toContain(note);
      expect(html, url).toContain('application/ld+json');
      expect(html, url).toContain('"phoneHidden":true');
      expectNoHiddenPhone(html, url);
      // Neither Call nor WhatsApp: the seller's card offers no link to any number.
      const card = html.slice(
        html.indexOf('vd-contact-card'),
        html.indexOf('</section>', html.indexOf('vd-contact-card')),
      );
      expect(card, url).not.toMatch(/tel:|wa\.me/);
    }
    for (const url of [`/compare?ids=${ad.id},sample-vehicle-1`, '/browse/all?q=Hiddenpage', '/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expectNoHiddenPhone(response.body, url);
    }

    await app.inject({
      method: 'PATCH',
      url: `/api/vehicles/${ad.id}/manage`,
      headers: { authorization: `Bearer ${ad.manageToken}` },
      payload: { showPhone: true },
    });
    expect((await page(`/vehicle/${ad.id}`)).body).toContain('href="tel:+94718642097"');
  });
});
