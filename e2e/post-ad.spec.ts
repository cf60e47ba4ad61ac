import { readFile } from 'node:fs/promises';
import { test, expect, gotoIn, seedStorage, USER_VEHICLES_KEY } from './fixtures';
import { type StoredAd, earlierAd, field, fillRequired, storedAds } from './post-ad/helpers';

// Posting an ad without an account, in Chromium: the posting state on the page's clock, the
// success card's downloads, and two tabs writing the stored list. Required and refused fields,
// the success card's texts and Add Another are checked without a browser
// (src/features/post-ad/components/post-ad-page.test.tsx), the download files' contents too
// (src/features/post-ad/lib/downloads.test.ts).
test('a posted ad: the form locks while posting, every download round-trips it, and an ad another tab writes over right after is added back', async ({
  page,
  context,
}) => {
  const title = `E2E Dio ${Date.now()}`;
  await seedStorage(page, { [USER_VEHICLES_KEY]: JSON.stringify([earlierAd]) });
  // The page's clock stops while posting, so the posting state is checked however fast it is.
  await page.clock.install();
  await gotoIn(page, '/post-ad');
  // What a second tab read before the post: it will write from this stale copy.
  const stale = await page.evaluate((key) => localStorage.getItem(key)!, USER_VEHICLES_KEY);

  let ad: StoredAd;
  await test.step('Negotiable empties the price; while posting, the button and fields are locked', async () => {
    await expect(field(page, /^Category/)).toHaveValue('scooters');
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
    expect(ads.map((item) => item.title)).toEqual([earlierAd.title, title]);
    ad = ads[1]!;
    expect(ad.price).toBeNull();
    expect(ad.phone).toBe('071 234 5678');
    expect(ad.id).toMatch(/^honda-dio-\d{13}-[0-9a-z]{6}$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Negotiable', { exact: true })).toBeVisible();
  });

  await test.step('every download from the success card parses and round-trips the ad', async () => {
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
    expect(JSON.parse(body!)).toMatchObject({ id: ad.id, title, price: null });

    const snippet = await download('Ad as an object snippet');
    const parsedSnippet = new Function(`return (${snippet.text});`)() as StoredAd;
    expect(parsedSnippet).toMatchObject({ id: ad.id, title, price: null });

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

  await test.step('an ad another tab writes over right after posting is added back, and opens', async () => {
    // The other tab posts from its stale copy: its list has its own ad but not ours.
    const other = await context.newPage();
    await other.goto('/robots.txt');
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
      .poll(async () => (await storedAds(other)).map((item) => item.title))
      .toEqual([earlierAd.title, 'Other tab ad', title]);
    await expect(page.getByRole('link', { name: 'View your ad' })).toHaveAttribute(
      'href',
      `/vehicle/${ad.id}`,
    );
    await page.getByRole('link', { name: 'View your ad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await other.close();
  });
});
