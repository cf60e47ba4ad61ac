import { test, expect, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import { userAd, cards, cardHeadings } from './vehicles/helpers';

// The visitor's own stored ads in the list: from another tab, corrupted, or hostile.
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
