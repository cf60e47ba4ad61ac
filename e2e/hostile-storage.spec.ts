import { test, expect, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import {
  BACKUP_KEY,
  guard,
  expectPageRenders,
  fillRequiredFields,
  expectPostBlocked,
} from './hostile/hostile-ads';

/** Storage that throws, is full or holds broken JSON: the app works and nothing stored is lost. */

// Without a browser: a description's markup, direction marks and emoji are posted as typed, and a
// stored list that cannot be read makes posting fail with the stored ads kept
// (features/post-ad/components/post-ad-page-storage.test.tsx; the cut at 3,000 characters:
// post-ad-page.test.tsx; the store's rules: lib/own-ads/stored-ads.test.ts). Here, Chromium's own
// storage errors: a localStorage that throws on access, and a real quota.

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
  // Each kind of page, as loaded (the boot script and the app's start read storage): the list
  // template stands for /browse/all too.
  for (const path of ['/', '/browse/scooters']) {
    await page.goto(path);
    await expectPageRenders(page);
  }
  await expect(page.getByText(/^\d+ Scooters for sale in Sri Lanka$/)).toBeVisible();
  await page
    .getByRole('link', { name: /^Find out more/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vehicle\//);
  await expectPageRenders(page);
  await page.goto('/post-ad');
  await fillRequiredFields(page);
  await expectPostBlocked(page);
  await guardian.check('private mode');
});

test('corrupted stored JSON is kept and backed up when an ad is posted; with storage full, posting says so and nothing stored is lost', async ({
  page,
}) => {
  test.slow();
  const guardian = await guard(page, { allowPostFailure: true });
  const corrupt = `[{"id":"half-written","title":"Cut off ශ්‍රී`;
  await seedStorage(page, { [USER_VEHICLES_KEY]: corrupt });
  const stored = () => page.evaluate((key) => localStorage.getItem(key), USER_VEHICLES_KEY);

  await test.step('with corrupted stored JSON, the pages work and the raw value is kept', async () => {
    await page.goto('/browse/all');
    await expect(page.getByText(/^\d+ Bikes for sale in Sri Lanka$/)).toBeVisible();
    await page.goto('/');
    await expectPageRenders(page);
    expect(await stored()).toBe(corrupt);
  });

  await test.step('posting backs the corrupted value up, then replaces it', async () => {
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
    const backup = await page.evaluate((key) => localStorage.getItem(key), BACKUP_KEY);
    expect(JSON.parse(backup ?? '[]')).toEqual([corrupt]);
    const list = JSON.parse((await stored()) ?? '[]') as { title: string }[];
    expect(list.map((ad) => ad.title)).toEqual(['After Corruption Pulsar']);
    await guardian.check('corrupted storage');
  });

  await test.step('with storage really full, posting says so and the stored ad stays', async () => {
    const before = await stored();
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
    await page.getByRole('button', { name: 'Add Another' }).click();
    await fillRequiredFields(page);
    await page.getByLabel(/^Ad title/).fill('Does Not Fit Dio');
    await page.getByRole('button', { name: 'Post Ad' }).click();
    await expect(
      page.getByText("Your browser's storage for ads is full.", { exact: false }),
    ).toBeVisible();
    expect(await stored()).toBe(before);
    await expect(page.getByLabel(/^Ad title/)).toHaveValue('Does Not Fit Dio');
    await page.goto(`/browse/all?q=${encodeURIComponent('After Corruption Pulsar')}`);
    await expect(page.getByText('1 Bikes for sale in Sri Lanka')).toBeVisible();
    await guardian.check('full storage');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('e2e-filler-')) localStorage.removeItem(key);
      }
    });
  });
});
