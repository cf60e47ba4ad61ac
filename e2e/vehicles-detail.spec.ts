import { test, expect, isPhone, seedStorage, USER_VEHICLES_KEY } from './fixtures';

// The detail page in Chromium: the prerendered page once live, storage across a reload, the
// clipboard, client navigation and the layout. What it shows for each kind of ad (no phone or
// mileage, unsafe photos, Sinhala, not found) is checked without a browser:
// src/features/vehicles/components/vehicle-detail-page.test.tsx.
test('the detail page shows the facts, price, contact and share links; Save survives a reload; Instagram copies the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A device without a share sheet: Instagram copies the link instead.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/vehicle/honda-dio-2022-colombo');

  await test.step('the listing, its facts, price, contact and share links', async () => {
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
    // One format on screen; the call in +94 form, so it also goes through from abroad.
    await expect(main.getByText('077 123 4501', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+94771234501',
    );
    const chat = page.getByRole('link', { name: /Chat with Owner/ });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/94771234501');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      /facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fvehicle%2Fhonda-dio-2022-colombo/,
    );
    await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      /^https:\/\/x\.com\/intent\/tweet\?url=.*honda-dio-2022-colombo/,
    );
  });

  await test.step('Save toggles with aria-pressed and survives a reload', async () => {
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    const saved = page.getByRole('button', { name: 'Saved', exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('Instagram copies the link when the device has no share sheet', async () => {
    await page.getByRole('button', { name: 'Share on Instagram' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/vehicle\/honda-dio-2022-colombo$/,
    );
  });
});

// Which types belong to ATV / ADV (and not to Sport): filter-vehicles.test.ts, vehicle-schema.test.ts.
test('stored ads typed atv, adv, adventure or dual-sport list under ATV / ADV, open, and Back returns there', async ({
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
  await page.goto('/browse/atv-adv');
  for (const title of ['Farm runner 250', 'Hill tourer 160', 'Long way 390', 'Estate rider 200']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Find out more: Estate rider 200' }).click();
  await expect(page).toHaveURL(/\/vehicle\/alias-dual$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estate rider 200' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/browse\/atv-adv$/);
});

test(
  'one-word make, town and colour wrap instead of widening the page; on a phone the photos come first, then price and contact, details, calculator and sharing',
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

    await test.step('long words wrap: no side scroll, the chat link on screen', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tx+$/);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.window);
      const chat = await page.getByRole('link', { name: /Chat with Owner/ }).boundingBox();
      expect(chat!.x + chat!.width).toBeLessThanOrEqual(widths.window);
    });

    if (!isPhone(page)) return;
    await test.step('on a phone: photos, price, contact, details, calculator, sharing', async () => {
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
    });
  },
);
