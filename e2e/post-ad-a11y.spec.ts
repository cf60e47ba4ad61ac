import { axeViolations } from './axe';
import { test, expect, gotoIn } from './fixtures';
import { TINY_PNG } from './post-ad/helpers';

// The post-ad form and its success card pass axe in English (desktop) and Sinhala (phone): one
// page each, the form scanned with its errors and a photo showing, then the card after posting.
for (const lang of ['en', 'si'] as const) {
  const tag = lang === 'si' ? ['@phone-only'] : [];
  test(
    `the form with errors and with photos, and the success card, have no axe violations in ${lang}`,
    { tag },
    async ({ page }) => {
      test.setTimeout(120_000);
      await gotoIn(page, '/post-ad', lang);

      await test.step('the form with errors and a photo', async () => {
        await page.locator('button.post-ad-submit').click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
        await page.locator('input[type=file][multiple]').setInputFiles({
          name: 'tiny.png',
          mimeType: 'image/png',
          buffer: TINY_PNG,
        });
        await expect(page.locator('.post-ad-thumb img')).toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step('the success card', async () => {
        await page.locator('[name=make]').fill('Honda');
        await page.locator('[name=model]').fill('Dio');
        await page.locator('[name=year]').fill('2019');
        await page.locator('[name=location]').fill('Colombo');
        await page.locator('[name=phone]').fill('0712345678');
        await page.locator('button.post-ad-submit').click();
        await expect(page.locator('#post-ad-success-heading')).toBeVisible({ timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);
      });
    },
  );
}
