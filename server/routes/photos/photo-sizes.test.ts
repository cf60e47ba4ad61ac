import { readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { postAd, photoFiles, type Posted } from '../../testing/ad-posts';
import { appOnBuild } from '../../testing/test-app';

// Ad and list pages are rendered by the build's renderer.
const build = appOnBuild();

/** A wide photo, so each stored size is bound by its width. */
const widePhoto = () =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

async function postWithPhoto(): Promise<{ ad: Posted; key: string }> {
  const response = await postAd(build.app, { title: 'Photo sizes test' }, [
    { field: 'hero', name: 'wide.jpg', data: await widePhoto() },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  const ad = response.json<Posted>();
  return { ad, key: /^\/photos\/([0-9a-f]{32})\.webp$/.exec(ad.image ?? '')![1]! };
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

describe('photo sizes', () => {
  test('a stored photo has an 800 px wide size, in the aspect ratio of the original', async () => {
    const { key } = await postWithPhoto();
    expect(photoFiles(build.dir)).toEqual(
      expect.arrayContaining([`${key}.webp`, `${key}-400.webp`, `${key}-800.webp`]),
    );
    const meta = await sharp(join(build.dir, 'data', 'photos', `${key}-800.webp`)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 480]);
  });

  test("the ad page's LCP photo has srcset and sizes, and its preload names the same", async () => {
    const { ad, key } = await postWithPhoto();
    const response = await build.app.inject({ url: `/vehicle/${ad.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const img = /<img\s[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    const srcset = attr(img, 'srcSet');
    expect(srcset).toBe(
      `/photos/${key}-400.webp 400w, /photos/${key}-800.webp 800w, /photos/${key}.webp 1600w`,
    );
    const sizes = attr(img, 'sizes');
    expect(sizes).toMatch(/100vw/);
    expect(img).not.toMatch(/loading="lazy"/);
    expect(img).toMatch(/\swidth="\d+"/);
    expect(img).toMatch(/\sheight="\d+"/);

    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(attr(preloads[0]!, 'imageSrcSet')).toBe(srcset);
    expect(attr(preloads[0]!, 'imageSizes')).toBe(sizes);
    const header = String(response.headers.link ?? '');
    expect(header).toContain(`imagesrcset="${srcset}"; imagesizes="${sizes}"`);
  });

  test('a photo stored before the 800 px size gets it on first request, then keeps it', async () => {
    const { key } = await postWithPhoto();
    const medium = join(build.dir, 'data', 'photos', `${key}-800.webp`);
    unlinkSync(medium);
    const [first, second] = await Promise.all([
      build.app.inject({ url: `/photos/${key}-800.webp` }),
      build.app.inject({ url: `/photos/${key}-800.webp` }),
    ]);
    for (const response of [first!, second!]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(800);
    }
    expect(readFileSync(medium).equals(first!.rawPayload)).toBe(true);
    const missing = await build.app.inject({ url: `/photos/${'0'.repeat(32)}-800.webp` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('photo sizes on a list', () => {
  test("a list's first card photo has srcset and sizes for phone rows, fetchpriority high and is not lazy", async () => {
    const { ad, key } = await postWithPhoto();
    const response = await build.app.inject({ url: `/browse/${ad.type}` });
    expect(response.statusCode).toBe(200);
    const img = /<img\s[^>]*fetchpriority="high"[^>]*>/i.exec(response.body)?.[0] ?? '';
    expect(attr(img, 'srcSet')).toContain(`/photos/${key}-800.webp 800w`);
    // On a phone the list shows rows with a thumbnail, so a phone takes the 400 px size.
    expect(attr(img, 'sizes')).toMatch(/^\(max-width: 639\.98px\) 8\.5rem, /);
    expect(img).not.toMatch(/loading="lazy"/);
    // The preload (in the HTML and the header) names the same sizes as the photo.
    expect(String(response.headers.link ?? '')).toContain(`imagesizes="${attr(img, 'sizes')}"`);
  });
});
