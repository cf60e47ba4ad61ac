import { expect, inLang, LANGUAGE_KEY, test } from './fixtures';

// Languages in the shell: the header toggle, one-line items, fonts. With storage disabled the
// language still switches, in memory (header.test.tsx), and the app works (hostile-storage.spec.ts).
test('Sinhala and Tamil: the desktop header keeps each item on one line from 960 px; the Sinhala font is bundled and used', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.woff2')) fontRequests.push(request.url());
  });
  const navNames = { si: 'ප්‍රධාන මෙනුව', ta: 'முதன்மை மெனு' } as const;
  for (const lang of ['si', 'ta'] as const) {
    await page.setViewportSize({ width: 960, height: 700 });
    await page.goto(inLang('/browse/scooters', lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const width of [960, 1280]) {
      await test.step(`${lang} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 700 });
        const nav = page.getByRole('navigation', { name: navNames[lang] });
        const items = nav.locator('a, button');
        await expect(items).toHaveCount(6);
        for (const box of await items.evaluateAll((all) =>
          all.map((item) => item.getBoundingClientRect().height),
        ))
          expect(box, `an item wraps at ${width} px in ${lang}`).toBeLessThanOrEqual(48);
        for (const squeezed of await items.evaluateAll((all) =>
          all.flatMap((item) => [
            item.scrollWidth > item.clientWidth + 1,
            ...[...item.querySelectorAll('svg')].map(
              (svg) => svg.getBoundingClientRect().width < 16,
            ),
          ]),
        ))
          expect(squeezed, `an item is squeezed at ${width} px in ${lang}`).toBe(false);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${lang} at ${width} px`,
        ).toBeLessThanOrEqual(width);
      });
    }
    if (lang === 'si')
      await test.step('the Sinhala font comes from this site and draws Sinhala text', async () => {
        await page.evaluate(() => document.fonts.ready);
        expect(fontRequests.some((url) => url.includes('/assets/noto-sans-sinhala'))).toBe(true);
        expect(fontRequests.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
        expect(
          await page.evaluate(() => document.fonts.check('16px "Noto Sans Sinhala"', 'ශ්‍රී')),
        ).toBe(true);
      });
  }
});

// At desktop width; the phone menu's language choices are used in shell-mobile-menu.spec.ts.
test('the language toggle changes every label, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await test.step('the footer switches to Sinhala', async () => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'සිංහල' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page).toHaveURL(/\/si\/$/);
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'ඉක්මන් සබැඳි' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/ශ්‍රී ලංකා/);
  });
  await test.step("after a reload: Sinhala, remembered, and the featured cards' town in Sinhala", async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('si');
    const featured = page.getByRole('region', { name: 'විශේෂ දැන්වීම්' });
    await expect(featured.getByRole('article')).toHaveCount(4);
    await expect(featured.getByText('කොළඹ', { exact: true })).toHaveCount(4);
    await expect(featured.getByText('Colombo')).toHaveCount(0);
  });
  await test.step('the header menu offers the three languages and switches to Tamil', async () => {
    const menu = page.getByRole('banner').getByRole('button', { name: /භාෂාව මාරු කරන්න/ });
    await expect(menu).toHaveText('සිංහල (භාෂාව මාරු කරන්න)');
    await menu.click();
    const choices = page.getByRole('banner').getByRole('group', { name: 'භාෂාව' });
    await expect(choices.getByRole('button')).toHaveText(['English', 'සිංහල', 'தமிழ்']);
    await expect(choices.getByRole('button', { name: 'සිංහල' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await choices.getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page).toHaveURL(/\/ta\/$/);
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'விரைவு இணைப்புகள்' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/இலங்கை/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });
  await test.step('back to English, which stays English after a reload', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /மொழியை மாற்று/ })
      .click();
    await expect(page.getByRole('button', { name: 'தமிழ்', pressed: true }).first()).toBeFocused();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Quick links' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.reload();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
