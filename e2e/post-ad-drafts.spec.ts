import { test, expect, gotoIn } from './fixtures';
import { field } from './post-ad/helpers';

// The form's draft: kept across reloads, cleared after posting. How a restored draft is announced,
// flagged and cleared, in English and Sinhala, is checked without a browser
// (src/features/post-ad/components/post-ad-page.test.tsx).
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
