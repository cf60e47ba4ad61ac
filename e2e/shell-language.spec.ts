import { expect, gotoIn, inLang, isPhone, LANGUAGE_KEY, test } from './fixtures';

// Languages in the shell: the header toggle, one-line items, fonts, no localStorage.
test('the desktop header keeps each Sinhala and Tamil item on one line from 960 px', async ({
  page,
}) => {
  const navNames = { si: 'ප්‍රධාන මෙනුව', ta: 'முதன்மை மெனு' } as const;
  for (const lang of ['si', 'ta'] as const)
    for (const width of [960, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(inLang('/browse/scooters', lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
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
          ...[...item.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width < 16),
        ]),
      ))
        expect(squeezed, `an item is squeezed at ${width} px in ${lang}`).toBe(false);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lang} at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
});

test(
  'the language toggle changes every label, sets <html lang> and survives a reload',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('contentinfo').getByRole('button', { name: 'සිංහල' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page).toHaveURL(/\/si\/$/);
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'ඉක්මන් සබැඳි' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/ශ්‍රී ලංකා/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('si');

    if (isPhone(page)) {
      await page.getByRole('button', { name: 'මෙනුව විවෘත කරන්න' }).click();
    } else {
      const menu = page.getByRole('banner').getByRole('button', { name: /භාෂාව මාරු කරන්න/ });
      await expect(menu).toHaveText('සිංහල (භාෂාව මාරු කරන්න)');
      await menu.click();
    }
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

    if (isPhone(page)) {
      await page.getByRole('button', { name: 'மெனுவைத் திற' }).click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /மொழியை மாற்று/ })
        .click();
      await expect(page.getByRole('button', { name: 'தமிழ்', pressed: true }).first()).toBeFocused();
    }
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
  },
);

test('the Sinhala font is bundled and used for Sinhala text', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.woff2')) fontRequests.push(request.url());
  });
  await gotoIn(page, '/', 'si');
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'ඉක්මන් සබැඳි' }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.some((url) => url.includes('/assets/noto-sans-sinhala'))).toBe(true);
  expect(fontRequests.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Sinhala"', 'ශ්‍රී'))).toBe(
    true,
  );
});

test('with localStorage disabled the app works and language switching falls back to memory', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
  });
  await page.goto('/browse/scooters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'සිංහල' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await page.goto('/post-ad');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
