import { test, expect, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import { userAd } from './vehicles/helpers';

// The filter drawer on a phone, the sidebar on a wide screen, every card reachable by keyboard.
test(
  'the phone filter drawer takes focus with or without motion, traps it, locks scroll, closes on backdrop, Escape and its buttons, and stops being modal when the screen turns wide',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/all');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const close = page.getByRole('button', { name: 'Close filters' });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

    await test.step('with reduced motion the drawer still takes focus; Close filters closes it', async () => {
      await toggle.click();
      await expect(drawer).toBeVisible();
      await expect(close).toBeFocused();
      await close.click();
      await expect(drawer).toBeHidden();
    });

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await test.step('with motion it opens, takes focus, keeps it inside and locks scroll', async () => {
      await toggle.click();
      await expect(drawer).toBeVisible();
      await expect(close).toBeFocused();
      // Past either end: the other end, by way of the browser's own controls (the body here) at
      // most; never the page under the drawer.
      const pressUntil = async (key: string, name: string) => {
        const target = page.getByRole('button', { name });
        for (let press = 0; press < 2; press += 1) {
          await page.keyboard.press(key);
          if (await target.evaluate((button) => button === document.activeElement)) return;
          expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        }
        await expect(target).toBeFocused();
      };
      await pressUntil('Shift+Tab', 'Reset');
      await pressUntil('Tab', 'Close filters');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await bodyOverflow()).toBe('hidden');
    });

    await test.step('a tap on the backdrop closes it and unlocks scroll', async () => {
      await page.mouse.click(365, 400);
      await expect(drawer).toBeHidden();
      expect(await bodyOverflow()).not.toBe('hidden');
    });

    await test.step('Escape clears a search box with text first, then closes; focus returns to the toggle', async () => {
      await toggle.click();
      await expect(drawer).toBeVisible();
      await drawer.getByLabel('Keyword').fill('dio');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByLabel('Keyword')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    await test.step('Apply filters and Reset close it; focus returns to the toggle', async () => {
      for (const action of ['Apply filters', 'Reset']) {
        await toggle.click();
        await drawer.getByRole('button', { name: action }).click();
        await expect(drawer).toBeHidden();
        await expect(toggle).toBeFocused();
      }
    });

    await test.step('a drawer left open when the screen turns wide stops being modal', async () => {
      await toggle.click();
      await expect(drawer).toBeVisible();
      await page.setViewportSize({ width: 1180, height: 820 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
      expect(await bodyOverflow()).not.toBe('hidden');
    });
  },
);

test('the desktop filter sidebar keeps Apply and Reset on screen and scrolls its fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/browse/all');
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // What a mouse can reach: the element actually drawn at each control's centre.
  const onTop = (name: string) =>
    page.getByRole('button', { name }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return y < window.innerHeight && document.elementFromPoint(x, y) === button;
    });
  expect(await onTop('Apply filters')).toBe(true);
  expect(await onTop('Reset')).toBe(true);
  // The fields between scroll (a wheel or a swipe over them moves them), down to the last one.
  const body = page.locator('.vl-filters-body');
  const scrollable = await body.evaluate(
    (element) =>
      getComputedStyle(element).overflowY === 'auto' && element.scrollHeight > element.clientHeight,
  );
  expect(scrollable).toBe(true);
  await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const priceMax = page.getByRole('spinbutton', { name: 'Maximum price' });
  await expect
    .poll(() =>
      priceMax.evaluate((input) => {
        const box = input.getBoundingClientRect();
        return document.elementFromPoint(box.left + 5, box.top + box.height / 2) === input;
      }),
    )
    .toBe(true);
});

test(
  'every card stays reachable by keyboard in a long list',
  { tag: '@phone' },
  async ({ page }) => {
    const ads = Array.from({ length: 300 }, (_, i) =>
      userAd(`kb-${i}`, { title: `Keyboard bike ${String(i).padStart(3, '0')}`, price: 1000 + i }),
    );
    await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify(ads) });
    // The windowing code arrives only after the first presses, as on a slow phone: they wait for
    // it instead of leaving the list.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/virtual-[\w-]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/browse/scooters?sort=price-asc');
    await expect(page.getByText('314 Scooters for sale in Sri Lanka')).toBeVisible();
    const first = page.getByRole('link', { name: 'Find out more: Keyboard bike 000' });
    await first.focus();
    for (let i = 0; i < 40; i += 1) {
      if (i === 20) release();
      await page.keyboard.press('Tab');
    }
    const target = page.getByRole('link', { name: 'Find out more: Keyboard bike 040' });
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    for (let i = 39; i >= 30; i -= 1) {
      await page.keyboard.press('Shift+Tab');
      const focused = page.getByRole('link', { name: `Find out more: Keyboard bike 0${i}` });
      await expect(focused).toBeFocused();
      const top = await focused.evaluate(
        (link) => link.closest('[data-card]')!.getBoundingClientRect().top,
      );
      expect(top, `card ${i} is not under the header`).toBeGreaterThanOrEqual(headerBottom);
    }
    expect(await page.locator('main *').count()).toBeLessThan(2000);
  },
);
