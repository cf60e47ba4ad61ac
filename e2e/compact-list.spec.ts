import type { Page } from '@playwright/test';
import { expect, gotoIn, inLang, test } from './fixtures';

const texts = {
  en: {
    group: 'Show ads as',
    rows: 'List',
    cards: 'Cards',
    count: '63 Bikes for sale in Sri Lanka',
  },
  si: {
    group: 'දැන්වීම් පෙන්වන ආකාරය',
    rows: 'ලැයිස්තුව',
    cards: 'කාඩ්පත්',
    count: 'ශ්‍රී ලංකාවේ විකිණීමට ඇති යතුරුපැදි 63ක්',
  },
};

function items(page: Page) {
  return page
    .getByRole('list', { name: /for sale in Sri Lanka|ශ්‍රී ලංකාවේ විකිණීමට/ })
    .getByRole('listitem');
}

async function adsOnScreen(page: Page): Promise<{ whole: number; height: number }> {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.vl-list')!;
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    window.scrollBy(0, list.getBoundingClientRect().top - header - 8);
    const boxes = [...list.querySelectorAll('[data-card]')].map((item) =>
      item.getBoundingClientRect(),
    );
    const whole = boxes.filter((box) => box.top >= header && box.bottom <= window.innerHeight);
    return { whole: whole.length, height: Math.round(boxes[0]!.height) };
  });
}

// The switch's states, labels (also in Sinhala) and stored choice are card-layout-switch.test.tsx's:
// here the real rows' size on a phone, in English and in Sinhala's longer words, and reloads.
test(
  'phones list ads as compact rows, about 4 a screen (en, si); the switch is remembered',
  { tag: '@phone-only' },
  async ({ page }) => {
    const expectCompactRows = async (lang: 'en' | 'si') => {
      const t = texts[lang];
      await expect(page.getByText(t.count)).toBeVisible();
      const group = page.getByRole('group', { name: t.group });
      await expect(group.getByRole('button', { name: t.rows })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const compact = await adsOnScreen(page);
      expect(compact.whole, JSON.stringify(compact)).toBeGreaterThanOrEqual(4);
      expect(compact.height).toBeLessThan(180);
      // Every SPEC text stays: the price format and the Find out more link.
      const first = items(page).first();
      await expect(first).toContainText(/Rs: \d{1,3}(,\d{3})+|රු\. \d{1,3}(,\d{3})+/);
      await expect(first.getByRole('link', { name: /^(Find out more|වැඩි විස්තර)/ })).toBeVisible();
    };

    await test.step('English: compact rows by default', async () => {
      await gotoIn(page, '/browse/all', 'en');
      await expectCompactRows('en');
    });

    await test.step('the switch to cards and back, each remembered across a reload', async () => {
      const t = texts.en;
      const rows = page.getByRole('button', { name: t.rows });
      const cards = page.getByRole('button', { name: t.cards });
      await cards.click();
      await expect(cards).toHaveAttribute('aria-pressed', 'true');
      await expect(rows).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(async () => (await adsOnScreen(page)).height).toBeGreaterThan(350);

      await page.reload();
      await expect(cards).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await adsOnScreen(page)).height).toBeGreaterThan(350);

      await rows.click();
      await expect.poll(async () => (await adsOnScreen(page)).whole).toBeGreaterThanOrEqual(4);
      await page.reload();
      await expect(rows).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('Sinhala: compact rows too', async () => {
      await page.goto(inLang('/browse/all', 'si'));
      await expectCompactRows('si');
    });
  },
);

test(
  'compact rows keep the list virtual: 10,000 ads render only what is near the screen',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('__many')) return;
      const ads = Array.from({ length: 10_000 }, (_, i) => ({
        id: `many-${i}`,
        type: 'scooters',
        title: `Many scooter ${i}`,
        make: 'Honda',
        model: 'Dio',
        year: 2021,
        price: 100000 + i,
        condition: 'Used',
        location: 'Colombo',
        postedAt: '2026-11-21T10:00:00.000Z',
      }));
      localStorage.setItem('userVehicles_v1', JSON.stringify(ads));
      sessionStorage.setItem('__many', '1');
    });
    await page.goto('/browse/scooters');
    await expect(page.getByText('10,014 Scooters for sale in Sri Lanka')).toBeVisible({
      timeout: 20_000,
    });
    expect(await items(page).count()).toBeLessThan(40);
    await page.mouse.wheel(0, 50_000);
    await expect.poll(() => items(page).count()).toBeGreaterThan(0);
    expect(await items(page).count()).toBeLessThan(40);
  },
);

test('desktops keep the grid and offer no switch', async ({ page }) => {
  await page.goto('/browse/all');
  await expect(page.getByRole('group', { name: 'Show ads as' })).toBeHidden();
  const tops = await items(page).evaluateAll((all) =>
    all.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
});
