import { test, expect, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import { userAd, cards, cardHeadings } from './vehicles/helpers';

// The visitor's own stored ads in the list: hostile or corrupted, then from another tab. Which
// entries are counted as unreadable is checked without a browser (vehicle-list-page.test.tsx);
// 200 hostile ads on every page: hostile-stored-ads.spec.ts.
test('hostile stored ads are skipped or shown as plain text, nothing executes; an ad added in a second tab appears without a reload', async ({
  page,
  context,
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

  await test.step('hostile stored ads: skipped and counted, or shown as plain text with placeholders', async () => {
    await expect(page.getByText('18 Scooters for sale in Sri Lanka')).toBeVisible();
    await expect(
      page.getByText('Not shown: 5 of the ads posted from this browser, which could not be read.'),
    ).toBeVisible();
    await expect(cardHeadings(page).first()).toHaveText('<img src=x onerror=alert(1)>Script Dio');
    await expect(cards(page).first()).toContainText('<b>Colombo</b>');
    await expect(
      page.getByRole('img', { name: '<img src=x onerror=alert(1)>Script Dio' }),
    ).toHaveJSProperty('tagName', 'SPAN');
    // A photo that fails to load becomes a placeholder too.
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
    await page.goBack();
    await expect(page.getByText('18 Scooters for sale in Sri Lanka')).toBeVisible();
  });

  await test.step('an ad list written in a second tab replaces the list in the first without a reload', async () => {
    const other = await context.newPage();
    await other.goto('/robots.txt');
    await other.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [USER_VEHICLES_KEY, JSON.stringify([userAd('from-tab-2', { title: 'Second tab Dio' })])],
    );
    await expect(page.getByText('15 Scooters for sale in Sri Lanka')).toBeVisible();
    await expect(page.getByText(/could not be read/)).toHaveCount(0);
    await expect(cardHeadings(page).first()).toHaveText('Second tab Dio');
    await other.close();
  });
});
