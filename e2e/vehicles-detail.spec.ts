import { test, expect, gotoIn, seedStorage, USER_VEHICLES_KEY } from './fixtures';

test('the detail page shows the listing, its facts, price and contact links', async ({ page }) => {
  await page.goto('/vehicle/honda-dio-2022-colombo');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Honda Dio DX, first owner' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Posted 2026-11-19')).toBeVisible();
  await expect(main.getByText('113 views')).toBeVisible();
  await expect(main.getByText('Rs: 685,000')).toBeVisible();
  const core = page.getByRole('region', { name: 'Core Information' });
  await expect(core).toContainText('Mileage8,400 km');
  await expect(core).toContainText('Engine capacity110 cc');
  await expect(core).toContainText('TransmissionAutomatic');
  await expect(core).toContainText('ConditionUsed');
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:0771234501');
  const chat = page.getByRole('link', { name: /Chat with Owner/ });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/94771234501');
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  const facebook = page.getByRole('link', { name: /Share on Facebook/ });
  await expect(facebook).toHaveAttribute(
    'href',
    /facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fvehicle%2Fhonda-dio-2022-colombo/,
  );
  await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
    'href',
    /^https:\/\/x\.com\/intent\/tweet\?url=.*honda-dio-2022-colombo/,
  );
});

test('a negotiable ad without phone or mileage shows Negotiable, dashes and the provider', async ({
  page,
}) => {
  await page.goto('/vehicle/sample-vehicle-2');
  await expect(page.getByRole('main').getByText('Negotiable', { exact: true })).toBeVisible();
  const core = page.getByRole('region', { name: 'Core Information' });
  await expect(core).toContainText('Mileage—');
  await expect(core).not.toContainText('null');
  await expect(page.getByRole('link', { name: /Chat with Owner/ })).toHaveAttribute(
    'href',
    'https://wa.me/94112345678',
  );
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:+94112345678',
  );
});

test('ads typed atv, adv, adventure or dual-sport list under ATV / ADV and open', async ({
  page,
}) => {
  const ad = (id: string, type: string, title: string) => ({
    id,
    type,
    title,
    make: 'Honda',
    model: 'Test',
    year: 2021,
    price: 900000,
    condition: 'Used',
    location: 'Badulla',
    postedAt: '2026-11-21T08:00:00.000Z',
  });
  await seedStorage(page, {
    [USER_VEHICLES_KEY]: JSON.stringify([
      ad('alias-atv', 'atv', 'Farm runner 250'),
      ad('alias-adv', 'adv', 'Hill tourer 160'),
      ad('alias-adventure', 'adventure', 'Long way 390'),
      ad('alias-dual', 'dual-sport', 'Estate rider 200'),
    ]),
  });
  await page.goto('/browse/sport');
  const sportCount = page.getByRole('status').filter({ hasText: 'for sale in Sri Lanka' });
  await expect(sportCount).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hill tourer 160' })).toHaveCount(0);

  await page.goto('/browse/atv-adv');
  for (const title of ['Farm runner 250', 'Hill tourer 160', 'Long way 390', 'Estate rider 200']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await page.goto('/vehicle/alias-dual');
  await expect(page.getByRole('heading', { level: 1, name: 'Estate rider 200' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/browse\/atv-adv$/);
});

test('Save toggles with aria-pressed and survives a reload', async ({ page }) => {
  await page.goto('/vehicle/jawa-42-2022-galle');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
});

test('Instagram copies the link when the device has no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/vehicle/yadea-g5-2024-colombo');
  await page.getByRole('button', { name: 'Share on Instagram' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/vehicle\/yadea-g5-2024-colombo$/,
  );
});

test('a user ad opens on the detail page with placeholders for unsafe photos', async ({ page }) => {
  await seedStorage(page, {
    [USER_VEHICLES_KEY]: JSON.stringify([
      {
        id: 'my-ad',
        type: 'trail',
        title: '<script>alert(1)</script>',
        make: 'Honda',
        model: 'XR',
        year: 2020,
        price: null,
        condition: 'New',
        location: 'Matara',
        postedAt: '2026-11-20T08:00:00.000Z',
        image: 'javascript:alert(1)',
        phone: '+94 71 555 0101',
      },
    ]),
  });
  await page.goto('/vehicle/my-ad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<script>alert(1)</script>');
  await expect(page.getByRole('img', { name: /photo 1 of 1/ })).toHaveJSProperty('tagName', 'SPAN');
  await expect(page.getByRole('link', { name: /Chat with Owner/ })).toHaveAttribute(
    'href',
    'https://wa.me/94715550101',
  );
});

test(
  'one-word make, town and colour wrap instead of widening the page',
  { tag: '@phone' },
  async ({ page }) => {
    await seedStorage(page, {
      [USER_VEHICLES_KEY]: JSON.stringify([
        {
          id: 'long-words',
          type: 'scooters',
          title: `T${'x'.repeat(110)}`,
          make: `M${'a'.repeat(39)}`,
          model: `D${'b'.repeat(59)}`,
          year: 2020,
          price: 100000,
          condition: 'Used',
          location: `L${'c'.repeat(59)}`,
          color: `C${'d'.repeat(39)}`,
          postedAt: '2026-11-20T08:00:00.000Z',
          phone: '0771234567',
        },
      ]),
    });
    await page.goto('/vehicle/long-words');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tx+$/);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    const chat = await page.getByRole('link', { name: /Chat with Owner/ }).boundingBox();
    expect(chat!.x + chat!.width).toBeLessThanOrEqual(widths.window);
  },
);

test(
  'on a phone the photos come first, then price and contact, then the details and the calculator',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/vehicle/yamaha-fz-v3-2022-colombo');
    const top = async (name: string | RegExp, role: 'heading' | 'img' = 'heading') =>
      (await page.getByRole(role, { name }).first().boundingBox())!.y;
    const photo = await top(/photo 1 of/, 'img');
    const price = await top('Price');
    const contact = await top('Contact the seller');
    const details = await top('Core Information');
    const leasing = await top('Leasing calculator');
    const share = await top('Share this ad');
    expect(photo).toBeLessThan(price);
    expect(price).toBeLessThan(contact);
    expect(contact).toBeLessThan(details);
    expect(details).toBeLessThan(leasing);
    expect(leasing).toBeLessThan(share);
  },
);

test('the detail page reads naturally in Sinhala', async ({ page }) => {
  await gotoIn(page, '/vehicle/honda-dio-2022-colombo', 'si');
  await expect(page.getByText('බැලීම් 113')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'මූලික තොරතුරු' })).toBeVisible();
  await expect(page.getByRole('main').getByText('රු. 685,000')).toBeVisible();
  await expect(page.getByRole('link', { name: /හිමිකරු සමඟ කතාබස් කරන්න/ })).toBeVisible();
  await page.goto('/si/vehicle/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'දැන්වීම හමු නොවීය' })).toBeVisible();
});
