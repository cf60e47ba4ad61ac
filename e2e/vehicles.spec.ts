import type { Page } from '@playwright/test';
import { test, expect, gotoIn, seedStorage, isPhone, USER_VEHICLES_KEY } from './fixtures';

const TOTAL = 58;

function userAd(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'scooters',
    title: `Test scooter ${id}`,
    make: 'Honda',
    model: 'Dio',
    year: 2021,
    price: 300000,
    mileageKm: 1000,
    condition: 'Used',
    location: 'Colombo',
    postedAt: '2026-11-21T10:00:00.000Z',
    phone: '0771234999',
    ...extra,
  };
}

async function openFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
}

function cards(page: Page) {
  return page.getByRole('list', { name: /for sale in Sri Lanka/ }).getByRole('listitem');
}

function cardHeadings(page: Page) {
  return cards(page).getByRole('heading');
}

test(
  'filters applied through the UI change the count, the cards and the URL',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/browse/scooters');
    await expect(page.getByRole('heading', { level: 1, name: 'Scooters' })).toBeVisible();
    await expect(page.getByText('9 Scooters for sale in Sri Lanka')).toBeVisible();

    await openFilters(page);
    await page.getByRole('checkbox', { name: 'Honda' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('3 Scooters for sale in Sri Lanka')).toBeVisible();
    await expect(page).toHaveURL(/make=Honda/);
    for (const title of await cardHeadings(page).allTextContents()) expect(title).toMatch(/Honda/);

    await openFilters(page);
    await page.getByLabel('Maximum price').fill('450000');
    await page.getByLabel('Keyword').fill('DIO');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('2 Scooters for sale in Sri Lanka')).toBeVisible();
    await expect(cardHeadings(page)).toHaveText(['Honda Dio', 'Sample Vehicle 1 (Honda Dio)']);

    await page.goBack();
    await expect(page.getByText('3 Scooters for sale in Sri Lanka')).toBeVisible();

    await openFilters(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('9 Scooters for sale in Sri Lanka')).toBeVisible();
    await expect(page).toHaveURL(/\/browse\/scooters$/);
  },
);

test('a price typed as 5e5 filters as 500,000 and shows so', async ({ page }) => {
  await page.goto('/browse/scooters');
  await expect(page.getByText('9 Scooters for sale in Sri Lanka')).toBeVisible();
  await openFilters(page);
  await page.getByLabel('Maximum price').fill('5e5');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/priceMax=500000/);
  await expect(page.getByText('9 Scooters for sale in Sri Lanka')).toBeHidden();
  await openFilters(page);
  await expect(page.getByLabel('Maximum price')).toHaveValue('500000');
});

test('the location search narrows the location options', async ({ page }) => {
  await page.goto('/browse/all');
  await openFilters(page);
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('kan');
  await expect(page.getByRole('checkbox', { name: 'Kandy' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Colombo' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('zzz');
  await expect(page.getByText('No matching locations')).toBeVisible();
});

test('the home search link filters even with values outside the options', async ({ page }) => {
  await page.goto('/browse/all?make=honda&q=dio&priceMin=0&priceMax=100000&location=Colombo');
  await expect(page.getByRole('heading', { level: 1, name: 'Bikes' })).toBeVisible();
  await expect(page.getByText('0 Bikes for sale in Sri Lanka')).toBeVisible();
  await expect(page.getByText('No results. Adjust filters and try again.')).toBeVisible();
  await openFilters(page);
  await expect(page.getByRole('checkbox', { name: 'Honda' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Colombo' })).toBeChecked();
  await expect(page.getByLabel('Maximum price')).toHaveValue('100000');
});

test('bad query values fall back to defaults and any other type lists every bike', async ({
  page,
}) => {
  await page.goto('/browse/whatever?sort=cheapest&yearMin=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Bikes' })).toBeVisible();
  await expect(page.getByText(`${TOTAL} Bikes for sale in Sri Lanka`)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('every sort order reorders the cards and is kept in the URL', async ({ page }) => {
  await page.goto('/browse/scooters');
  const orders: [string, string[]][] = [
    ['price-asc', ['Honda Dio', 'Sample Vehicle 1 (Honda Dio)', 'TVS Jupiter']],
    [
      'price-desc',
      [
        'Yamaha Fascino 125 Hybrid, brand new',
        'TVS Ntorq 125 Race Edition',
        'Honda Dio DX, first owner',
      ],
    ],
    [
      'mileage-asc',
      [
        'Yamaha Fascino 125 Hybrid, brand new',
        'TVS Ntorq 125 Race Edition',
        'Honda Dio DX, first owner',
      ],
    ],
    ['newest', ['Honda Dio DX, first owner', 'Yamaha Ray ZR 125', 'TVS Ntorq 125 Race Edition']],
  ];
  for (const [order, first] of orders) {
    await page.getByLabel('Sort by').selectOption(order);
    if (order === 'newest') await expect(page).not.toHaveURL(/sort=/);
    else await expect(page).toHaveURL(new RegExp(`sort=${order}`));
    await expect(cardHeadings(page).first()).toHaveText(first[0]!);
    expect((await cardHeadings(page).allTextContents()).slice(0, 3)).toEqual(first);
  }
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(cardHeadings(page).first()).toHaveText('Honda Dio');
});

test('missing prices go last in both price orders', async ({ page }) => {
  await page.goto('/browse/scooters?sort=price-desc&priceMax=500000');
  await expect(page.getByText('4 Scooters for sale in Sri Lanka')).toBeVisible();
  await expect(cardHeadings(page)).toHaveText([
    'TVS Jupiter',
    'Sample Vehicle 1 (Honda Dio)',
    'Honda Dio',
    'Hero Maestro Edge 110',
  ]);
  await expect(cards(page).last()).toContainText('Negotiable');
});

test('atv-adv also lists dual-sport bikes filed under trail', async ({ page }) => {
  await page.goto('/browse/atv-adv?q=xpulse');
  await expect(page.getByText('1 ATV / ADV for sale in Sri Lanka')).toBeVisible();
  await expect(cardHeadings(page)).toHaveText(['Hero XPulse 200 4V dual sport']);
});

test(
  'the phone filter drawer opens, locks scroll and closes on backdrop and Escape',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/browse/all');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.mouse.click(365, 400);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await toggle.click();
    await expect(drawer).toBeVisible();
    // Escape in a search box with text clears the text first; the next Escape closes.
    await drawer.getByLabel('Keyword').fill('dio');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('Keyword')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toBeHidden();

    for (const action of ['Apply filters', 'Reset']) {
      await toggle.click();
      await drawer.getByRole('button', { name: action }).click();
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
    }
  },
);

test(
  'with reduced motion the phone filter drawer still takes focus',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/browse/all');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
  },
);

test(
  'a drawer left open when the screen turns wide stops being modal',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/browse/all');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await page.setViewportSize({ width: 1180, height: 820 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
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

test('an ad added in a second tab appears in the first without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/browse/scooters');
  await expect(page.getByText('9 Scooters for sale in Sri Lanka')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [USER_VEHICLES_KEY, JSON.stringify([userAd('from-tab-2', { title: 'Second tab Dio' })])],
  );
  await expect(page.getByText('10 Scooters for sale in Sri Lanka')).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(cardHeadings(page).first()).toHaveText('Second tab Dio');
  await other.close();
});

test('corrupted storage still renders the lists', async ({ page, consoleErrors }) => {
  await seedStorage(page, { [USER_VEHICLES_KEY]: '{"not": "a list"' });
  await page.goto('/browse/all');
  await expect(page.getByText(`${TOTAL} Bikes for sale in Sri Lanka`)).toBeVisible();
  await expect(
    page.getByText('The ads posted from this browser could not be read', { exact: false }),
  ).toBeVisible();
  await page.goto('/browse/sport');
  await expect(page.getByText('9 Sport for sale in Sri Lanka')).toBeVisible();
  expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
});

test('hostile stored ads are skipped or shown as plain text, nothing executes', async ({
  page,
  consoleErrors,
}) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const hostile = [
    userAd('xss', {
      title: '<img src=x onerror=alert(1)>Script Dio',
      location: '<b>Colombo</b>',
      image: 'javascript:alert(1)',
      gallery: ['javascript:alert(2)'],
      price: 1,
    }),
    userAd('broken-image', { title: 'Broken image Dio', image: '/images/nope.png', price: 2 }),
    userAd('negative', { price: -100 }),
    userAd('future', { year: 99999 }),
    userAd('huge', { title: 'x'.repeat(1_000_000) }),
    userAd('wrong-types', { price: 'cheap', year: '2020' }),
    { id: 'missing-fields' },
    42,
    null,
  ];
  await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify(hostile) });
  await page.goto('/browse/scooters?sort=price-asc');
  await expect(page.getByText('13 Scooters for sale in Sri Lanka')).toBeVisible();
  await expect(
    page.getByText('Not shown: 5 of the ads posted from this browser, which could not be read.'),
  ).toBeVisible();
  await expect(cardHeadings(page).first()).toHaveText('<img src=x onerror=alert(1)>Script Dio');
  await expect(cards(page).first()).toContainText('<b>Colombo</b>');
  await expect(
    page.getByRole('img', { name: '<img src=x onerror=alert(1)>Script Dio' }),
  ).toHaveJSProperty('tagName', 'SPAN');
  await expect(page.getByRole('img', { name: 'Broken image Dio' })).toHaveJSProperty(
    'tagName',
    'SPAN',
  );
  await page.getByRole('link', { name: /Find out more: <img/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '<img src=x onerror=alert(1)>Script Dio',
  );
  expect(dialogs).toBe(0);
  expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
});

test(
  'every card stays reachable by keyboard in a long list',
  { tag: '@phone' },
  async ({ page }) => {
    const ads = Array.from({ length: 300 }, (_, i) =>
      userAd(`kb-${i}`, { title: `Keyboard bike ${String(i).padStart(3, '0')}`, price: 1000 + i }),
    );
    await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify(ads) });
    await page.goto('/browse/scooters?sort=price-asc');
    await expect(page.getByText('309 Scooters for sale in Sri Lanka')).toBeVisible();
    const first = page.getByRole('link', { name: 'Find out more: Keyboard bike 000' });
    await first.focus();
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
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

test('the list reads naturally in Sinhala', async ({ page }) => {
  await gotoIn(page, '/browse/scooters', 'si');
  await expect(page.getByRole('heading', { level: 1, name: 'ස්කූටර්' })).toBeVisible();
  await expect(page.getByText('ශ්‍රී ලංකාවේ විකිණීමට ඇති ස්කූටර් 9ක්')).toBeVisible();
  await expect(page.getByRole('link', { name: /^වැඩි විස්තර/ }).first()).toBeVisible();
  await page.goto('/si/browse/scooters?q=nothing-matches');
  await expect(page.getByText('ප්‍රතිඵල නැත. පෙරහන් වෙනස් කර නැවත උත්සාහ කරන්න.')).toBeVisible();
});

for (const lang of ['en', 'si'] as const) {
  test(`card details never break a town or a figure mid-word (${lang})`, async ({ page }) => {
    await gotoIn(page, '/browse/all', lang);
    const cards = page.locator('.vehicle-card');
    await expect(cards.first()).toBeVisible();
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

test(
  'in Sinhala the town filter lists towns in Sinhala alphabet order',
  { tag: '@phone' },
  async ({ page }) => {
    await gotoIn(page, '/browse/all', 'si');
    if (isPhone(page)) await page.getByRole('button', { name: /^පෙරහන්/ }).click();
    const towns = page.getByRole('group', { name: 'ස්ථානය' });
    const labels = (await towns
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
      )) as string[];
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.slice(0, 3)).toEqual(['අනුරාධපුරය', 'අම්පාර', 'කළුතර']);
    expect(labels).toEqual([...labels].sort());
  },
);
