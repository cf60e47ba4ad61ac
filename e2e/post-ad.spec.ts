import { readFile } from 'node:fs/promises';
import { axeViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoIn, seedStorage, USER_VEHICLES_KEY } from './fixtures';

type StoredAd = {
  id: string;
  title: string;
  type: string;
  price: number | null;
  image: string;
  gallery: string[];
  phone: string;
};

const earlierAd = {
  id: 'earlier-ad-1700000000000-abcdef',
  type: 'scooters',
  title: 'Earlier E2E Scooter',
  make: 'TVS',
  model: 'Ntorq',
  year: 2021,
  price: 380000,
  condition: 'Used',
  location: 'Kandy',
  postedAt: '2024-11-01T08:00:00.000Z',
  phone: '077 123 4567',
};

function field(page: Page, label: RegExp | string): Locator {
  return page.getByLabel(label).first();
}

async function fillRequired(page: Page, title: string) {
  await page.getByLabel(/^Make/).fill('Honda');
  await page.getByLabel(/^Model \*/).fill('Dio');
  await page.getByLabel(/^Model year/).fill('2019');
  await page.getByLabel(/^Location/).fill('Colombo');
  await page.getByLabel(/^Phone/).fill('+94 71-234 5678');
  await page.getByLabel(/^Ad title/).fill(title);
}

async function storedAds(page: Page): Promise<StoredAd[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredAd[],
    USER_VEHICLES_KEY,
  );
}

async function makeLargeJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#c2410c');
    gradient.addColorStop(1, '#0f766e');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 400; i += 1) {
      ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
      ctx.fillRect((i * 97) % 4000, (i * 61) % 3000, 120 + (i % 7) * 20, 80 + (i % 5) * 30);
    }
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function imageSize(page: Page, dataUrl: string) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, dataUrl);
}

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

test('required fields block submission in Sinhala too', async ({ page }) => {
  await gotoIn(page, '/post-ad', 'si');
  await page.getByRole('button', { name: 'දැන්වීම පළ කරන්න' }).click();
  await expect(page.getByLabel(/^සන්නාමය/)).toBeFocused();
  await expect(page.getByText('සන්නාමය ඇතුළත් කරන්න, උදා: Honda.')).toBeVisible();
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

test('a large photo is stored downscaled, well under 400 KB', async ({ page }) => {
  await gotoIn(page, '/post-ad');
  const jpeg = await makeLargeJpeg(page);
  expect(jpeg.length).toBeGreaterThan(500_000);
  await fillRequired(page, 'Big photo Dio');
  await page.getByLabel('Main photo', { exact: true }).setInputFiles({
    name: 'camera.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  await expect(page.getByRole('img', { name: 'Main photo preview' })).toBeVisible();
  await page.getByLabel('More photos', { exact: true }).setInputFiles([
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(page.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 25_000,
  });
  const [ad] = await storedAds(page);
  expect(ad!.image).toMatch(/^data:image\/(webp|jpeg);base64,/);
  expect(ad!.image.length).toBeLessThan(400_000);
  expect(ad!.gallery).toHaveLength(2);
  const size = await imageSize(page, ad!.image);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1280);
  expect(size.width / size.height).toBeCloseTo(4 / 3, 1);
  for (const photo of ad!.gallery) expect(photo.length).toBeLessThan(400_000);
  const total = await page.evaluate((key) => localStorage.getItem(key)!.length, USER_VEHICLES_KEY);
  expect(total).toBeLessThan(1_000_000);
});

test('a file that is not an image is refused', async ({ page }) => {
  await gotoIn(page, '/post-ad');
  await page.getByLabel('More photos', { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText('Only image files can be added.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove photo/ })).toHaveCount(0);
});

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

test('the typed text survives a reload as a draft and is cleared after posting', async ({
  page,
}) => {
  await gotoIn(page, '/post-ad');
  await page.getByLabel(/^Make/).fill('Yamaha');
  await page.getByLabel(/^Model \*/).fill('FZ');
  await field(page, /^Category/).selectOption('sport');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bikebazaar.postAdDraft_v1') ?? ''))
    .toContain('"type":"sport"');
  await page.reload();
  await expect(page.getByLabel(/^Make/)).toHaveValue('Yamaha');
  await expect(field(page, /^Category/)).toHaveValue('sport');
  await page.getByLabel(/^Model year/).fill('2020');
  await page.getByLabel(/^Location/).fill('Galle');
  await page.getByLabel(/^Phone/).fill('091 222 3344');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Post your ad' }).click();
  await expect(page.getByLabel(/^Make/)).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel(/^Make/)).toHaveValue('');
  await expect(field(page, /^Category/)).toHaveValue('scooters');

  await page.getByLabel(/^Make/).fill('Bajaj');
  await page.reload();
  await expect(page.getByLabel(/^Make/)).toHaveValue('Bajaj');
});

for (const lang of ['en', 'si'] as const) {
  const tag = lang === 'si' ? ['@phone-only'] : [];
  test(
    `the form with errors and with photos has no axe violations in ${lang}`,
    { tag },
    async ({ page }) => {
      test.setTimeout(120_000);
      await gotoIn(page, '/post-ad', lang);
      await page.locator('button.post-ad-submit').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await page.locator('input[type=file][multiple]').setInputFiles({
        name: 'tiny.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
      await expect(page.locator('.post-ad-thumb img')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test(`the success card has no axe violations in ${lang}`, { tag }, async ({ page }) => {
    test.setTimeout(120_000);
    await gotoIn(page, '/post-ad', lang);
    await page.locator('[name=make]').fill('Honda');
    await page.locator('[name=model]').fill('Dio');
    await page.locator('[name=year]').fill('2019');
    await page.locator('[name=location]').fill('Colombo');
    await page.locator('[name=phone]').fill('0712345678');
    await page.locator('button.post-ad-submit').click();
    await expect(page.locator('#post-ad-success-heading')).toBeVisible({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
}

const TEXTS = {
  en: {
    make: /^Make/,
    model: /^Model \*/,
    year: /^Model year/,
    registerYear: /^Register year/,
    location: /^Location/,
    phone: /^Phone/,
    title: /^Ad title/,
    price: /^Price/,
    heroUrl: /^Main photo web address/,
    galleryUrls: /^More photo web addresses/,
    description: 'Description',
    negotiable: 'Negotiable',
    post: 'Post Ad',
    posted: 'Your ad is posted',
    view: 'View your ad',
    text: 'Two owners, full service record.\nNew tyres in 2024.\n\nCall after 6 pm, not on Poya days.',
    priceInvalid: 'Enter a price from 1 to 99,999,999, or tick Negotiable.',
    registerYearBeforeYear: 'The register year cannot be earlier than the model year.',
    urlInvalid: 'Enter a web address that starts with https://.',
    galleryUrlInvalid: 'Each web address must start with https://.',
  },
  si: {
    make: /^සන්නාමය/,
    model: /^මාදිලිය/,
    year: /^නිෂ්පාදන වර්ෂය/,
    registerYear: /^ලියාපදිංචි වර්ෂය/,
    location: /^ස්ථානය/,
    phone: /^දුරකථන අංකය/,
    title: /^දැන්වීමේ මාතෘකාව/,
    price: /^මිල/,
    heroUrl: /^ප්‍රධාන ඡායාරූපයේ වෙබ් ලිපිනය/,
    galleryUrls: /^තවත් ඡායාරූපවල වෙබ් ලිපින/,
    description: 'විස්තරය',
    negotiable: 'සාකච්ඡා කළ හැක',
    post: 'දැන්වීම පළ කරන්න',
    posted: 'ඔබේ දැන්වීම පළ කළා',
    view: 'ඔබේ දැන්වීම බලන්න',
    text: 'එක් අයිතිකරුවෙක් පමණි, සර්විස් වාර්තා සහිතයි.\nඅලුත් ටයර් 2024.\n\nසවස 6න් පසු අමතන්න. ශ්‍රී ලංකාව',
    priceInvalid: '1 සිට 99,999,999 දක්වා මිලක් ඇතුළත් කරන්න, නැතහොත් “සාකච්ඡා කළ හැක” ලකුණු කරන්න.',
    registerYearBeforeYear: 'ලියාපදිංචි වර්ෂය නිෂ්පාදන වර්ෂයට පෙර විය නොහැක.',
    urlInvalid: 'https:// වලින් ආරම්භ වන වෙබ් ලිපිනයක් ඇතුළත් කරන්න.',
    galleryUrlInvalid: 'සෑම වෙබ් ලිපිනයක්ම https:// වලින් ආරම්භ විය යුතුය.',
  },
} as const;

async function fillRequiredIn(page: Page, lang: 'en' | 'si', title: string) {
  const texts = TEXTS[lang];
  await page.getByLabel(texts.make).fill('Honda');
  await page.getByLabel(texts.model).fill('Dio');
  await page.getByLabel(texts.year).fill('2019');
  await page.getByLabel(texts.location).fill('Colombo');
  await page.getByLabel(texts.phone).fill('0712345678');
  await page.getByLabel(texts.title).fill(title);
}

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const lang of ['en', 'si'] as const) {
  const texts = TEXTS[lang];

  test(
    `user posts an ad with a multi-line description and reads it on the detail page (${lang})`,
    {
      tag: ['@phone'],
    },
    async ({ page }) => {
      const title = `E2E described Dio ${lang} ${Date.now()}`;
      await gotoIn(page, '/post-ad', lang);
      await fillRequiredIn(page, lang, title);
      const box = page.getByLabel(texts.description, { exact: true });
      await expect(box).toHaveAccessibleDescription(/ 0 \/ 3,000$/);
      await box.fill(texts.text);
      await expect(page.getByText(`${texts.text.length} / 3,000`)).toBeVisible();
      await expectNoSideScroll(page);
      await page.getByRole('button', { name: texts.post }).click();
      await expect(page.getByRole('heading', { name: texts.posted })).toBeVisible({
        timeout: 15_000,
      });
      const [ad] = (await storedAds(page)) as Array<StoredAd & { description: string }>;
      expect(ad!.description).toBe(texts.text);

      await page.getByRole('link', { name: texts.view }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const section = page.getByRole('region', { name: texts.description });
      await expect(section).toBeVisible();
      // As the seller typed it: each line break shows as one (innerText is the text as laid out).
      const shown = section.locator('p');
      expect(await shown.innerText()).toBe(texts.text);
      await expect(shown).toHaveCSS('white-space', 'pre-line');
      await expectNoSideScroll(page);

      const word = lang === 'en' ? 'poya' : 'ටයර්';
      await page.goto(`/browse/all?q=${encodeURIComponent(word)}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    },
  );

  test(
    `a price of 0, a register year before the model year and http addresses are refused at the field (${lang})`,
    {
      tag: ['@phone'],
    },
    async ({ page }) => {
      // The https addresses the seller corrects to are answered locally: nothing leaves the box.
      await page.route(/^https:\/\/example\.lk\//, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'image/png',
          body: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
            'base64',
          ),
        }),
      );
      await gotoIn(page, '/post-ad', lang);
      await fillRequiredIn(page, lang, `E2E checked Dio ${lang}`);
      await page.getByLabel(texts.price).fill('0');
      await page.getByLabel(texts.registerYear).fill('2017');
      await page.getByLabel(texts.heroUrl).fill('http://example.lk/a.jpg');
      await page
        .getByLabel(texts.galleryUrls)
        .fill('https://example.lk/b.jpg\nhttp://example.lk/c.jpg');
      await page.getByRole('button', { name: texts.post }).click();

      const checks = [
        [texts.registerYear, texts.registerYearBeforeYear],
        [texts.price, texts.priceInvalid],
        [texts.heroUrl, texts.urlInvalid],
        [texts.galleryUrls, texts.galleryUrlInvalid],
      ] as const;
      await expect(page.getByLabel(texts.registerYear)).toBeFocused();
      for (const [label, message] of checks) {
        const control = page.getByLabel(label);
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(
          new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
        );
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      }
      expect(await storedAds(page)).toEqual([]);
      await expectNoSideScroll(page);

      await page.getByRole('checkbox', { name: texts.negotiable }).check();
      await expect(page.getByLabel(texts.price)).toHaveValue('');
      await expect(page.getByLabel(texts.price)).toBeDisabled();
      await page.getByLabel(texts.registerYear).fill('2019');
      await page.getByLabel(texts.heroUrl).fill('https://example.lk/a.jpg');
      await page
        .getByLabel(texts.galleryUrls)
        .fill('https://example.lk/b.jpg\nhttps://example.lk/c.jpg');
      await page.getByRole('button', { name: texts.post }).click();
      await expect(page.getByRole('heading', { name: texts.posted })).toBeVisible({
        timeout: 15_000,
      });
      const [ad] = await storedAds(page);
      expect(ad).toMatchObject({ price: null, image: 'https://example.lk/a.jpg' });
    },
  );
}

const photoText = {
  en: {
    hero: 'Main photo preview',
    photo: (n: number) => `Photo ${n} preview`,
    room: /Room for about 2 more ads with photos/,
  },
  si: {
    hero: 'ප්‍රධාන ඡායාරූපයේ පෙරදසුන',
    photo: (n: number) => `ඡායාරූපය ${n} පෙරදසුන`,
    room: /තවත් ඡායාරූප සහිත දැන්වීම් 2කට පමණ ඉඩ ඇත/,
  },
} as const;
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const lang of ['en', 'si'] as const) {
  const text = photoText[lang];

  test(
    `photos are checked when picked, named when refused, and any can be the main photo (${lang})`,
    { tag: '@phone-only' },
    async ({ page }) => {
      // Little room left in this browser: the form says so before any photo is added.
      await seedStorage(page, { 'e2e-filler': 'x'.repeat(3_600_000) });
      await gotoIn(page, '/post-ad', lang);
      await expect(page.getByText(text.room)).toBeVisible();

      const gallery = page.locator('input[type=file][multiple]');
      await gallery.setInputFiles([
        { name: 'side.png', mimeType: 'image/png', buffer: TINY_PNG },
        { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      ]);
      await expect(page.getByText(/“notes\.txt”/)).toBeVisible();
      await expect(page.getByText(/“broken\.jpg”/)).toBeVisible();
      await expect(page.getByRole('img', { name: text.photo(1) })).toBeVisible();
      await expect(page.getByRole('img', { name: text.photo(2) })).toHaveCount(0);

      await page.locator('input[type=file]:not([multiple])').setInputFiles({
        name: 'front.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      const heroSrc = await page.getByRole('img', { name: text.hero }).getAttribute('src');
      const sideSrc = await page.getByRole('img', { name: text.photo(1) }).getAttribute('src');
      await page.locator('.post-ad-thumb-main').first().click();
      await expect(page.getByRole('img', { name: text.hero })).toHaveAttribute('src', sideSrc!);
      await expect(page.getByRole('img', { name: text.photo(1) })).toHaveAttribute('src', heroSrc!);
    },
  );

  test(
    `a restored draft is announced, flagged at once and can be cleared (${lang})`,
    { tag: '@phone-only' },
    async ({ page }) => {
      await seedStorage(page, {
        'bikebazaar.postAdDraft_v1': JSON.stringify({ make: 'Yamaha', year: '19' }),
      });
      await gotoIn(page, '/post-ad', lang);
      const note = page.locator('.post-ad-restored');
      await expect(note).toHaveText(
        lang === 'en'
          ? /We kept what you typed last time\./
          : /ඔබ අවසන් වරට ටයිප් කළ දේ අපි තබා ගත්තා\./,
      );
      await expect(page.locator('[name=year]')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[name=make]')).toHaveValue('Yamaha');
      await note.getByRole('button').click();
      await expect(page.locator('[name=make]')).toHaveValue('');
      await expect(page.locator('[name=type]')).toBeFocused();
      await expect(note).toHaveCount(0);
      await page.reload();
      await expect(page.locator('[name=make]')).toHaveValue('');
    },
  );
}
