import { appOnBuild } from '../../testing/test-app';

// A category list as the server renders it (`npx vite build` first), on the demo's ads.
const build = appOnBuild();

async function page(url: string) {
  const response = await build.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The ads the cards link to, in order. */
const cardAds = (html: string) =>
  [
    ...html.matchAll(/<div role="listitem"[^>]*>[\s\S]*?href="(?:\/si|\/ta)?\/vehicle\/([^"]+)"/g),
  ].map((match) => match[1]!);
/** The plain "More ads" link's address (HTML-decoded), if there is one. */
function moreAds(html: string, text = 'More ads'): string | null {
  const match = new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${text}</a>`).exec(html);
  return match ? match[1]!.replaceAll('&amp;', '&') : null;
}

describe('a long list on the server', () => {
  test('its HTML holds the whole first page and a More ads link; following it to the end shows every ad once', async () => {
    // Every ad, as the list API pages them.
    const all = { total: 0, items: [] as { id: string }[] };
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const api = await build.app.inject({ url: `/api/vehicles?type=all&limit=60${query}` });
      const body = api.json<{
        total: number;
        items: { id: string }[];
        nextCursor: string | null;
      }>();
      all.total = body.total;
      all.items.push(...body.items);
      cursor = body.nextCursor;
    }
    // More than two pages of 24: the list has a middle page.
    expect(all.total).toBeGreaterThan(48);

    const seen: string[] = [];
    let url: string | null = '/browse/all';
    const pages: string[] = [];
    while (url) {
      const html = await page(url);
      pages.push(url);
      const ads = cardAds(html);
      expect(ads.length, url).toBe(Math.min(24, all.total - seen.length));
      seen.push(...ads);
      // Every page says the whole count, and names the next page in its head too.
      expect(html).toContain(`${all.total} Bikes for sale in Sri Lanka`);
      url = moreAds(html);
      if (url) {
        expect(url).toMatch(/^\/browse\/all\?after=[A-Za-z0-9_-]+$/);
        expect(html).toMatch(/<link [^>]*rel="next" href="([^"]+)"\/>/);
        expect(/<link [^>]*rel="next" href="([^"]+)"\/>/.exec(html)![1]).toBe(url);
      } else {
        expect(html).not.toContain('rel="next"');
      }
    }
    expect(pages.length).toBe(Math.ceil(all.total / 24));
    expect(seen).toEqual(all.items.map((ad) => ad.id));
    // The app hydrates each page from the same data: the page of the URL it was rendered for.
    const second = await page(pages[1]!);
    expect(second).toContain(`"listing":{"url":"${pages[1]}"`);
  });

  test('the link keeps the filters and sort, in each language', async () => {
    const si = await page('/si/browse/all?sort=price-asc');
    const siNext = moreAds(si, 'තවත් දැන්වීම්');
    expect(siNext).toMatch(/^\/si\/browse\/all\?sort=price-asc&after=/);
    const siSecond = await page(siNext!);
    expect(cardAds(siSecond)).toHaveLength(24);
    expect(cardAds(siSecond)).not.toContain(cardAds(si)[0]);

    const ta = await page('/ta/browse/all?sort=mileage-asc');
    const taNext = moreAds(ta, 'மேலும் விளம்பரங்கள்');
    expect(taNext).toMatch(/^\/ta\/browse\/all\?sort=mileage-asc&after=/);
    expect(cardAds(await page(taNext!))).not.toContain(cardAds(ta)[0]);
  });

  test('a short list has no link; a cursor of another sort or garbage lists from the start', async () => {
    const first = cardAds(await page('/browse/all'));
    const other = moreAds(await page('/browse/all?sort=price-desc'))!;
    const after = new URL(other, 'http://x').searchParams.get('after');
    expect(cardAds(await page(`/browse/all?after=${after}`))).toEqual(first);
    expect(cardAds(await page('/browse/all?after=%3Cscript%3E'))).toEqual(first);
    const short = await page('/browse/all?q=Dio');
    expect(cardAds(short).length).toBeLessThan(24);
    expect(moreAds(short)).toBeNull();
  });
});
