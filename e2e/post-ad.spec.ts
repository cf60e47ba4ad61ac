import { readFile } from 'node:fs/promises';
import { test, expect, gotoIn, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import { type StoredAd, earlierAd, field, fillRequired, storedAds } from './post-ad/helpers';

// Posting an ad without an account: required fields, the success card, downloads.
test('required fields block submission and focus the first invalid field', async ({ page }) => {
  await gotoIn(page, '/post-ad');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Your Vehicle' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Ad' }).click();
  const make = page.getByLabel(/^Make/);
  await expect(make).toBeFocused();
  await expect(make).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the make' })).toBeVisible();
  await expect(page.getByText('Enter a phone number.')).toBeVisible();
  expect(await storedAds(page)).toEqual([]);

  await fillRequired(page, 'Blocked');
  await page.getByLabel(/^Phone/).fill('12345');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByLabel(/^Phone/)).toBeFocused();
  await expect(page.getByText('Enter a Sri Lankan number, e.g. 071 234 5678')).toBeVisible();
  expect(await storedAds(page)).toEqual([]);
});

test('user posts a Negotiable ad: posting state, success card, list, detail page, Add Another', async ({
  page,
}) => {
  const title = `E2E Dio ${Date.now()}`;
  // The page's clock stops while posting, so the posting state is checked however fast it is.
  await page.clock.install();
  await gotoIn(page, '/post-ad');
  await expect(field(page, /^Category/)).toHaveValue('scooters');
  await expect(page.getByRole('radio', { name: 'Used' })).toBeChecked();
  await fillRequired(page, title);
  await page.getByLabel(/^Price/).fill('450,000');
  await page.getByRole('checkbox', { name: 'Negotiable' }).check();
  await expect(page.getByLabel(/^Price/)).toHaveValue('');
  await expect(page.getByLabel(/^Price/)).toBeDisabled();

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Post Ad' }).click();
  const posting = page.getByRole('button', { name: 'Posting…' });
  await expect(posting).toBeVisible();
  await expect(posting).toBeDisabled();
  // The fields are locked meanwhile (an edit then would be lost), and Enter posts nothing more.
  await expect(page.getByLabel(/^Make/)).toBeDisabled();
  await page.getByLabel(/^Make/).press('Enter');
  await page.clock.resume();

  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  const ads = await storedAds(page);
  expect(ads).toHaveLength(1);
  const ad = ads[0]!;
  expect(ad.price).toBeNull();
  expect(ad.title).toBe(title);
  expect(ad.phone).toBe('071 234 5678');
  expect(ad.id).toMatch(/^honda-dio-\d{13}-[0-9a-z]{6}$/);

  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Negotiable', { exact: true })).toBeVisible();
  const view = page.getByRole('link', { name: 'View your ad' });
  await expect(view).toHaveAttribute('href', `/vehicle/${ad.id}`);

  await page.getByRole('button', { name: 'Add Another' }).click();
  await expect(page.getByLabel(/^Make/)).toHaveValue('');
  await expect(page.getByLabel(/^Ad title/)).toHaveValue('');
  await expect(field(page, /^Category/)).toHaveValue('scooters');
  await expect(page.getByRole('radio', { name: 'Used' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Post Ad' })).toBeEnabled();

  await page.goto('/browse/scooters');
  await expect(page.getByText(/\d+ Scooters for sale in Sri Lanka/)).toBeVisible();
  const countText =
    (await page.getByText(/\d+ Scooters for sale in Sri Lanka/).textContent()) ?? '';
  const withAd = Number(/(\d+)/.exec(countText)?.[1]);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`^Find out more\\W*${title}$`) }),
  ).toHaveAttribute('href', `/vehicle/${ad.id}`);
  await page.evaluate((key) => localStorage.setItem(key, '[]'), USER_VEHICLES_KEY);
  await page.reload();
  await expect(page.getByText(`${withAd - 1} Scooters for sale in Sri Lanka`)).toBeVisible();
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [USER_VEHICLES_KEY, JSON.stringify(ads)],
  );

  await page.goto(`/vehicle/${ad.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an ad another tab writes over right after posting is added back', async ({
  page,
  context,
}) => {
  await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify([earlierAd]) });
  await gotoIn(page, '/post-ad');
  const other = await context.newPage();
  await other.goto('/robots.txt');
  const stale = await other.evaluate((key) => localStorage.getItem(key)!, USER_VEHICLES_KEY);

  const title = `E2E two tabs ${Date.now()}`;
  await fillRequired(page, title);
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  // The other tab posts from its stale copy: its list has its own ad but not ours.
  await other.evaluate(
    ([key, value, theirs]) => {
      const list = JSON.parse(value) as unknown[];
      localStorage.setItem(key, JSON.stringify([...list, theirs]));
    },
    [
      USER_VEHICLES_KEY,
      stale,
      { ...earlierAd, id: 'other-tab-ad', title: 'Other tab ad' },
    ] as const,
  );
  await expect
    .poll(async () => (await storedAds(other)).map((ad) => ad.title))
    .toEqual([earlierAd.title, 'Other tab ad', title]);
  await page.getByRole('link', { name: 'View your ad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await other.close();
});

test('every download parses and round-trips the ad', async ({ page }) => {
  await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify([earlierAd]) });
  await gotoIn(page, '/post-ad');
  await fillRequired(page, 'Download Dio');
  await page.getByLabel(/^Price/).fill('1,250,000');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Rs: 1,250,000')).toBeVisible();
  const ads = await storedAds(page);
  const ad = ads.find((item) => item.title === 'Download Dio')!;

  async function download(name: string) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
  }

  const module = await download('Ad as a JavaScript module (.js)');
  expect(module.name).toBe(`${ad.id}.js`);
  const body = /^export default ([\s\S]*);\s*$/.exec(module.text)?.[1];
  expect(JSON.parse(body!)).toMatchObject({ id: ad.id, title: 'Download Dio', price: 1_250_000 });

  const snippet = await download('Ad as an object snippet');
  const parsedSnippet = new Function(`return (${snippet.text});`)() as StoredAd;
  expect(parsedSnippet).toMatchObject({ id: ad.id, title: 'Download Dio', price: 1_250_000 });

  const userAds = await download('All your ads (JSON)');
  expect(userAds.name).toBe('user-vehicles.json');
  const parsedUserAds = JSON.parse(userAds.text) as StoredAd[];
  expect(parsedUserAds.map((item) => item.id)).toEqual([earlierAd.id, ad.id]);

  const merged = await download('Sample list with your ads (JSON)');
  const parsedMerged = JSON.parse(merged.text) as StoredAd[];
  expect(parsedMerged.length).toBeGreaterThan(2);
  expect(parsedMerged.slice(-2).map((item) => item.id)).toEqual([earlierAd.id, ad.id]);
  expect(new Set(parsedMerged.map((item) => item.id)).size).toBe(parsedMerged.length);
});
