import { test, expect, gotoIn, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import {
  fillRequired,
  storedAds,
  makeLargeJpeg,
  imageSize,
  photoText,
  TINY_PNG,
} from './post-ad/helpers';

// Photos on the post-ad form: downscaled when stored, checked when picked.
test('a large photo is stored downscaled, well under 400 KB', async ({ page }) => {
  await gotoIn(page, '/post-ad');
  const jpeg = await makeLargeJpeg(page);
  expect(jpeg.length).toBeGreaterThan(500_000);
  await fillRequired(page, 'Big photo Dio');
  await page.getByLabel('Main photo', { exact: true }).setInputFiles({
    name: 'camera.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  await expect(page.getByRole('img', { name: 'Main photo preview' })).toBeVisible();
  await page.getByLabel('More photos', { exact: true }).setInputFiles([
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(page.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 25_000,
  });
  const [ad] = await storedAds(page);
  expect(ad!.image).toMatch(/^data:image\/(webp|jpeg);base64,/);
  expect(ad!.image.length).toBeLessThan(400_000);
  expect(ad!.gallery).toHaveLength(2);
  const size = await imageSize(page, ad!.image);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1280);
  expect(size.width / size.height).toBeCloseTo(4 / 3, 1);
  for (const photo of ad!.gallery) expect(photo.length).toBeLessThan(400_000);
  const total = await page.evaluate((key) => localStorage.getItem(key)!.length, USER_VEHICLES_KEY);
  expect(total).toBeLessThan(1_000_000);
});

// In Sinhala at phone width: in English the same checks run without a browser, photo decoding
// aside (src/features/post-ad/components/post-ad-page-photos.test.tsx).
for (const lang of ['si'] as const) {
  const text = photoText[lang];

  test(
    `photos are checked when picked, named when refused, and any can be the main photo (${lang})`,
    { tag: '@phone-only' },
    async ({ page }) => {
      // Little room left in this browser: the form says so before any photo is added.
      await seedStorage(page, { 'e2e-filler': 'x'.repeat(3_600_000) });
      await gotoIn(page, '/post-ad', lang);
      await expect(page.getByText(text.room)).toBeVisible();

      const gallery = page.locator('input[type=file][multiple]');
      await gallery.setInputFiles([
        { name: 'side.png', mimeType: 'image/png', buffer: TINY_PNG },
        { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      ]);
      await expect(page.getByText(/“notes\.txt”/)).toBeVisible();
      await expect(page.getByText(/“broken\.jpg”/)).toBeVisible();
      await expect(page.getByRole('img', { name: text.photo(1) })).toBeVisible();
      await expect(page.getByRole('img', { name: text.photo(2) })).toHaveCount(0);

      await page.locator('input[type=file]:not([multiple])').setInputFiles({
        name: 'front.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      const heroSrc = await page.getByRole('img', { name: text.hero }).getAttribute('src');
      const sideSrc = await page.getByRole('img', { name: text.photo(1) }).getAttribute('src');
      await page.locator('.post-ad-thumb-main').first().click();
      await expect(page.getByRole('img', { name: text.hero })).toHaveAttribute('src', sideSrc!);
      await expect(page.getByRole('img', { name: text.photo(1) })).toHaveAttribute('src', heroSrc!);
    },
  );
}
