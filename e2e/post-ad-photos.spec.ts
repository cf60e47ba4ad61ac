import { test, expect, gotoIn, USER_VEHICLES_KEY } from './fixtures';
import { fillRequired, storedAds, makeLargeJpeg, imageSize } from './post-ad/helpers';

// Photos on the post-ad form, decoded by Chromium: refused when they will not open, downscaled
// when stored. The rest (refusals by name in English and Sinhala, the room left, making any photo
// the main one, the limit) is checked without a browser:
// src/features/post-ad/components/post-ad-page-photos.test.tsx.
test('a photo that will not open or is not a photo is refused by name; a large photo is stored downscaled, well under 400 KB', async ({
  page,
}) => {
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
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);

  await test.step('the photo that will not open and the file that is not a photo are named and left out', async () => {
    await expect(page.getByText(/“notes\.txt”: not a photo/)).toBeVisible();
    await expect(page.getByText(/“broken\.jpg”: this photo could not be opened/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove photo 3' })).toHaveCount(0);
  });

  await test.step('posted, the photos are stored downscaled', async () => {
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
    const total = await page.evaluate(
      (key) => localStorage.getItem(key)!.length,
      USER_VEHICLES_KEY,
    );
    expect(total).toBeLessThan(1_000_000);
  });
});
