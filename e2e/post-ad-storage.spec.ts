import { test, expect, gotoIn, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import { earlierAd, fillRequired, storedAds } from './post-ad/helpers';

// A full browser storage: the message in plain words, nothing typed or stored is lost.
test('a full storage shows the message, keeps what was typed and every earlier ad', async ({
  page,
}) => {
  await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify([earlierAd]) });
  await gotoIn(page, '/post-ad');
  await fillRequired(page, 'Does not fit');
  // A key per chunk: growing one value would copy megabytes at every step and stall the page.
  await page.evaluate(() => {
    let key = 0;
    for (let size = 1024 * 1024; size >= 16; size = Math.floor(size / 4)) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`e2e-filler-${key}`, chunk);
          key += 1;
        } catch {
          break;
        }
      }
    }
  });
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(
    page.getByText(
      "Your browser's storage for ads is full. Use fewer or smaller photos, or photo addresses instead of uploads, then try again.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel(/^Ad title/)).toHaveValue('Does not fit');
  await expect(page.getByRole('button', { name: 'Post Ad' })).toBeEnabled();
  const ads = await storedAds(page);
  expect(ads).toHaveLength(1);
  expect(ads[0]!.id).toBe(earlierAd.id);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('e2e-filler-')) localStorage.removeItem(key);
    }
  });
});

test('the storage message is in Sinhala too', async ({ page }) => {
  await gotoIn(page, '/post-ad', 'si');
  await page.getByLabel(/^සන්නාමය/).fill('Honda');
  await page.getByLabel(/^මාදිලිය/).fill('Dio');
  await page.getByLabel(/^නිෂ්පාදන වර්ෂය/).fill('2019');
  await page.getByLabel(/^ස්ථානය/).fill('කොළඹ');
  await page.getByLabel(/^දුරකථන අංකය/).fill('0712345678');
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await page.getByRole('button', { name: 'දැන්වීම පළ කරන්න' }).click();
  await expect(page.getByText(/ඔබේ බ්‍රවුසරයේ දැන්වීම් සඳහා ඇති ඉඩ පිරී ඇත/)).toBeVisible();
});
