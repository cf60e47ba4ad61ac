import { test, expect, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import {
  BACKUP_KEY,
  PAYLOADS,
  VALID_ADS,
  guard,
  expectPageRenders,
  fillRequiredFields,
  expectPostBlocked,
} from './hostile/hostile-ads';

/** Storage that throws, is full or holds broken JSON: the app works and nothing stored is lost. */

test('the post form cuts a 10,000-character description at 3,000 and says so; markup, direction marks and emoji stay text', async ({
  page,
}) => {
  const guardian = await guard(page);
  await page.goto('/post-ad');
  await fillRequiredFields(page);
  await page.getByLabel(/^Ad title/).fill('Hostile description Dio');
  const box = page.getByLabel('Description', { exact: true });
  await box.fill('D'.repeat(10_000));
  expect(await box.inputValue()).toHaveLength(3_000);
  await expect(page.getByText('3,000 / 3,000')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'the 3,000-character limit' }),
  ).toBeVisible();

  // Everything but the NUL and CR payloads, which a textarea does not keep as typed.
  const text = PAYLOADS.filter(
    (payload) => !payload.includes('\u0000') && !payload.includes('\r'),
  ).join('\n');
  await box.fill(text);
  await expect(page.getByRole('status').filter({ hasText: 'limit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'View your ad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostile description Dio');
  const shown = page.getByRole('region', { name: 'Description' }).locator('p');
  expect(await shown.textContent()).toBe(text.trim());
  expect(await shown.evaluate((element) => element.childElementCount)).toBe(0);
  await guardian.check('a hostile description, posted and shown');
});

test('with localStorage throwing on every access (private mode) the app works and says posting failed', async ({
  page,
}) => {
  const guardian = await guard(page, { allowPostFailure: true });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  for (const path of ['/', '/browse/all', '/browse/scooters']) {
    await page.goto(path);
    await expectPageRenders(page);
  }
  await expect(page.getByText(/^\d+ Scooters for sale in Sri Lanka$/)).toBeVisible();
  await page
    .getByRole('link', { name: /^Find out more/ })
    .first()
    .click();
  await expectPageRenders(page);
  await page.goto('/post-ad');
  await fillRequiredFields(page);
  await expectPostBlocked(page);
  await guardian.check('private mode');
});

test('when the stored ads cannot be read, posting fails instead of replacing them', async ({
  page,
}) => {
  const guardian = await guard(page, { allowPostFailure: true });
  const stored = JSON.stringify([VALID_ADS[0]]);
  await seedStorage(page, { [USER_VEHICLES_KEY]: stored });
  await page.addInitScript((key) => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (name === key && sessionStorage.getItem('__seeded')) {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }
      return getItem.call(this, name);
    };
  }, USER_VEHICLES_KEY);
  await page.goto('/post-ad');
  await expectPageRenders(page);
  await fillRequiredFields(page);
  await expectPostBlocked(page);
  // Read past the throwing getItem: the named property is the stored value itself.
  const raw = await page.evaluate((key) => localStorage[key] as string, USER_VEHICLES_KEY);
  expect(raw).toBe(stored);
  await guardian.check('unreadable stored ads');
});

test('with storage full, posting says so and nothing stored is lost', async ({ page }) => {
  test.slow();
  const guardian = await guard(page, { allowPostFailure: true });
  const stored = [VALID_ADS[0], VALID_ADS[1]];
  await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify(stored) });
  await page.goto('/post-ad');
  await expectPageRenders(page);
  // Really fill the origin's quota (no mocks): big chunks first, then smaller ones.
  const filled = await page.evaluate(() => {
    let total = 0;
    let key = 0;
    for (let size = 1 << 20; size >= 16; size >>= 1) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`e2e-filler-${key}`, chunk);
          key += 1;
          total += size;
        } catch {
          break;
        }
      }
    }
    return total;
  });
  expect(filled).toBeGreaterThan(1_000_000);
  await fillRequiredFields(page);
  await page.getByLabel(/^Ad title/).fill('Does Not Fit Dio');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(
    page.getByText("Your browser's storage for ads is full.", { exact: false }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_VEHICLES_KEY)).toBe(
    JSON.stringify(stored),
  );
  await expect(page.getByLabel(/^Ad title/)).toHaveValue('Does Not Fit Dio');
  await page.goto(`/browse/all?q=${encodeURIComponent('Valid E2E Bike')}`);
  await expect(page.getByText('2 Bikes for sale in Sri Lanka')).toBeVisible();
  await guardian.check('full storage');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('e2e-filler-')) localStorage.removeItem(key);
    }
  });
});

test('corrupted stored JSON: the app works, and the raw value is kept and backed up', async ({
  page,
}) => {
  const guardian = await guard(page);
  const corrupt = `[{"id":"half-written","title":"Cut off ශ්‍රී`;
  await seedStorage(page, { [USER_VEHICLES_KEY]: corrupt });
  await page.goto('/browse/all');
  await expect(page.getByText(/^\d+ Bikes for sale in Sri Lanka$/)).toBeVisible();
  await page.goto('/');
  await expectPageRenders(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_VEHICLES_KEY)).toBe(corrupt);

  await page.goto('/post-ad');
  await page.getByLabel(/^Make/).fill('Bajaj');
  await page.getByLabel(/^Model \*/).fill('Pulsar');
  await page.getByLabel(/^Model year/).fill('2021');
  await page.getByLabel(/^Location/).fill('Kandy');
  await page.getByLabel(/^Phone/).fill('0771234567');
  await page.getByLabel(/^Ad title/).fill('After Corruption Pulsar');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  const after = await page.evaluate(
    ([key, backup]) => ({
      list: localStorage.getItem(key!),
      backup: localStorage.getItem(backup!),
    }),
    [USER_VEHICLES_KEY, BACKUP_KEY],
  );
  expect(JSON.parse(after.backup ?? '[]')).toEqual([corrupt]);
  const list = JSON.parse(after.list ?? '[]') as { title: string }[];
  expect(list.map((ad) => ad.title)).toEqual(['After Corruption Pulsar']);
  await guardian.check('corrupted storage');
});
