import { test, expect, gotoIn } from './fixtures';
import {
  type StoredAd,
  storedAds,
  TEXTS,
  TINY_PNG,
  fillRequiredIn,
  expectNoSideScroll,
} from './post-ad/helpers';

// Posting in each language: refused values, descriptions, no side scroll. English at desktop
// width, Sinhala at phone width: both languages and both layouts (the form's logic is also
// checked without a browser, src/features/post-ad/components/post-ad-page.test.tsx).
for (const lang of ['en', 'si'] as const) {
  const texts = TEXTS[lang];
  const tag = lang === 'si' ? ['@phone-only'] : [];

  test(
    `refused values are named at their field; the posted multi-line description reads as typed on the detail page and is found (${lang})`,
    { tag },
    async ({ page }) => {
      // The https addresses the seller corrects to are answered locally: nothing leaves the box.
      await page.route(/^https:\/\/example\.lk\//, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
      );
      const title = `E2E described Dio ${lang} ${Date.now()}`;
      await gotoIn(page, '/post-ad', lang);
      await fillRequiredIn(page, lang, title);

      await test.step('the description counts its characters', async () => {
        const box = page.getByLabel(texts.description, { exact: true });
        await expect(box).toHaveAccessibleDescription(/ 0 \/ 3,000$/);
        await box.fill(texts.text);
        await expect(page.getByText(`${texts.text.length} / 3,000`)).toBeVisible();
      });

      await test.step('a price of 0, a register year before the model year and http addresses are refused at the field', async () => {
        await page.getByLabel(texts.price).fill('0');
        await page.getByLabel(texts.registerYear).fill('2017');
        await page.getByLabel(texts.heroUrl).fill('http://example.lk/a.jpg');
        await page
          .getByLabel(texts.galleryUrls)
          .fill('https://example.lk/b.jpg\nhttp://example.lk/c.jpg');
        await page.getByRole('button', { name: texts.post }).click();

        const checks = [
          [texts.registerYear, texts.registerYearBeforeYear],
          [texts.price, texts.priceInvalid],
          [texts.heroUrl, texts.urlInvalid],
          [texts.galleryUrls, texts.galleryUrlInvalid],
        ] as const;
        await expect(page.getByLabel(texts.registerYear)).toBeFocused();
        for (const [label, message] of checks) {
          const control = page.getByLabel(label);
          await expect(control).toHaveAttribute('aria-invalid', 'true');
          await expect(control).toHaveAccessibleDescription(
            new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
          );
          await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        }
        expect(await storedAds(page)).toEqual([]);
        await expectNoSideScroll(page);
      });

      await test.step('corrected, the ad posts with its description as typed', async () => {
        await page.getByRole('checkbox', { name: texts.negotiable }).check();
        await expect(page.getByLabel(texts.price)).toHaveValue('');
        await expect(page.getByLabel(texts.price)).toBeDisabled();
        await page.getByLabel(texts.registerYear).fill('2019');
        await page.getByLabel(texts.heroUrl).fill('https://example.lk/a.jpg');
        await page
          .getByLabel(texts.galleryUrls)
          .fill('https://example.lk/b.jpg\nhttps://example.lk/c.jpg');
        await page.getByRole('button', { name: texts.post }).click();
        await expect(page.getByRole('heading', { name: texts.posted })).toBeVisible({
          timeout: 15_000,
        });
        const [ad] = (await storedAds(page)) as Array<StoredAd & { description: string }>;
        expect(ad).toMatchObject({
          title,
          price: null,
          image: 'https://example.lk/a.jpg',
          description: texts.text,
        });
      });

      await test.step('the detail page shows each line break once, without side scroll', async () => {
        await page.getByRole('link', { name: texts.view }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const section = page.getByRole('region', { name: texts.description });
        await expect(section).toBeVisible();
        // As the seller typed it: each line break shows as one (innerText is the text as laid out).
        const shown = section.locator('p');
        expect(await shown.innerText()).toBe(texts.text);
        await expect(shown).toHaveCSS('white-space', 'pre-line');
        await expectNoSideScroll(page);
      });

      await test.step('a word of the description finds the ad', async () => {
        const word = lang === 'en' ? 'poya' : 'ටයර්';
        await page.goto(`/browse/all?q=${encodeURIComponent(word)}`);
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      });
    },
  );
}
