import { test, expect, gotoIn, inLang } from './fixtures';

// The list in each language: card details laid out unbroken. Its Sinhala wording (heading, count,
// card links, no results) and the Sinhala order of its towns are checked without a browser:
// src/features/vehicles/components/vehicle-list-page.test.tsx (the order itself: places.test.ts).
test('card details never break a town or a figure mid-word, in English or Sinhala', async ({
  page,
}) => {
  for (const lang of ['en', 'si'] as const) {
    await test.step(lang, async () => {
      if (lang === 'en') await gotoIn(page, '/browse/all', lang);
      else await page.goto(inLang('/browse/all', lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('.vehicle-card-meta dd').first()).toBeVisible();
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('.vehicle-card-meta dd')].flatMap((dd) => {
          const text = dd.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return [];
          const words: string[] = [];
          for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) words.push(match[0]);
          }
          return words;
        }),
      );
      expect(broken).toEqual([]);
    });
  }
});
