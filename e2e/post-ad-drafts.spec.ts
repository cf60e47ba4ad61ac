import { test, expect, gotoIn, seedStorage } from './fixtures';
import { field } from './post-ad/helpers';

// The form's draft: kept across reloads, announced when restored, cleared after posting.
test('the typed text survives a reload as a draft and is cleared after posting', async ({
  page,
}) => {
  await gotoIn(page, '/post-ad');
  await page.getByLabel(/^Make/).fill('Yamaha');
  await page.getByLabel(/^Model \*/).fill('FZ');
  await field(page, /^Category/).selectOption('sport');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bikebazaar.postAdDraft_v1') ?? ''))
    .toContain('"type":"sport"');
  await page.reload();
  await expect(page.getByLabel(/^Make/)).toHaveValue('Yamaha');
  await expect(field(page, /^Category/)).toHaveValue('sport');
  await page.getByLabel(/^Model year/).fill('2020');
  await page.getByLabel(/^Location/).fill('Galle');
  await page.getByLabel(/^Phone/).fill('091 222 3344');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Post your ad' }).click();
  await expect(page.getByLabel(/^Make/)).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel(/^Make/)).toHaveValue('');
  await expect(field(page, /^Category/)).toHaveValue('scooters');

  await page.getByLabel(/^Make/).fill('Bajaj');
  await page.reload();
  await expect(page.getByLabel(/^Make/)).toHaveValue('Bajaj');
});

// In Sinhala at phone width; in English it is checked without a browser
// (src/features/post-ad/components/post-ad-page.test.tsx).
for (const lang of ['si'] as const) {
  test(
    `a restored draft is announced, flagged at once and can be cleared (${lang})`,
    { tag: '@phone-only' },
    async ({ page }) => {
      await seedStorage(page, {
        'bikebazaar.postAdDraft_v1': JSON.stringify({ make: 'Yamaha', year: '19' }),
      });
      await gotoIn(page, '/post-ad', lang);
      const note = page.locator('.post-ad-restored');
      await expect(note).toHaveText(/ඔබ අවසන් වරට ටයිප් කළ දේ අපි තබා ගත්තා\./);
      await expect(page.locator('[name=year]')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[name=make]')).toHaveValue('Yamaha');
      await note.getByRole('button').click();
      await expect(page.locator('[name=make]')).toHaveValue('');
      await expect(page.locator('[name=type]')).toBeFocused();
      await expect(note).toHaveCount(0);
      await page.reload();
      await expect(page.locator('[name=make]')).toHaveValue('');
    },
  );
}
