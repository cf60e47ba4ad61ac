import { expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

const server = serverForThisFile();

// An ad the screening holds (scam wording) is told as held wherever its owner looks, in Tamil:
// the success card, the owner's own ad page, the manage page; buyers get "not found".
test('a held ad says it waits for a check on the success card, the owner’s ad page and the manage page (ta)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await phoneContext(browser, server.url, 'ta');
  const buyer = await phoneContext(browser, server.url, 'en');
  try {
    const page = await seller.newPage();
    await page.goto(inLang('/post-ad', 'ta'));
    await page.locator('[name=make]').fill('Honda');
    await page.locator('[name=model]').fill(`Held${Date.now().toString(36)}`);
    await page.locator('[name=year]').fill('2020');
    await page.locator('[name=location]').fill('Jaffna');
    await page.locator('[name=phone]').fill('077 765 4321');
    await page.locator('[name=price]').fill('385000');
    await page
      .locator('textarea[name=description]')
      .fill('Send the advance payment first, I courier it.');
    await page.getByRole('button', { name: 'விளம்பரம் இடுக' }).click();
    await expect(
      page.getByRole('heading', { name: 'உங்கள் விளம்பரம் சரிபார்ப்புக்காகக் காத்திருக்கிறது' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/மோசடி விளம்பரங்களில் அடிக்கடி வரும் சொற்கள்/)).toBeVisible();
    await expect(page.getByText(/இப்போது எல்லோரும் இதைக் காணலாம்/)).toHaveCount(0);
    const link = await page
      .getByRole('textbox', { name: 'உங்கள் தனிப்பட்ட நிர்வாக இணைப்பு' })
      .inputValue();
    const id = link.split('/manage/')[1]!.split('#')[0]!;

    // Buyers do not see it.
    const look = await buyer.newPage();
    await look.goto(`/vehicle/${id}`);
    await expect(look.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();

    // Its owner sees it, marked as waiting, with the way to its manage page.
    await page.getByRole('link', { name: 'உங்கள் விளம்பரத்தைப் பார்க்க' }).click();
    await expect(page.getByText('சரிபார்ப்புக்காகக் காத்திருக்கிறது', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'இந்த விளம்பரத்தை நிர்வகிக்க' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'பரிசீலனையில் உள்ளது' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'விளம்பரத்தைத் திருத்த' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'விளம்பரத்தை நீக்கு' })).toBeVisible();
  } finally {
    await seller.close();
    await buyer.close();
  }
});

const EDIT_HELD = {
  en: 'Your changes are saved. Buyers cannot see your ad until our moderators have checked it.',
  si: 'ඔබේ වෙනස්කම් සුරැකුණා. අපගේ පරීක්ෂකයින් පරීක්ෂා කරන තුරු ගැනුම්කරුවන්ට ඔබේ දැන්වීම නොපෙනේ.',
  ta: 'உங்கள் மாற்றங்கள் சேமிக்கப்பட்டன. எமது மேற்பார்வையாளர்கள் சரிபார்க்கும் வரை வாங்குபவர்கள் உங்கள் விளம்பரத்தைக் காண முடியாது.',
} as const;

// A live ad whose edit adds scam wording: the manage page the owner comes back to says the ad now
// waits for a check, in every language; buyers no longer find it.
test('an edit that screening holds says so on the manage page, in en, si and ta', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  for (const lang of ['en', 'si', 'ta'] as const) {
    const seller = await phoneContext(browser, server.url, lang);
    try {
      const model = `Edit${lang}${Date.now().toString(36)}`;
      const posted = await seller.request.post('/api/vehicles', {
        multipart: {
          ad: JSON.stringify({
            type: 'scooters',
            condition: 'Used',
            title: '',
            make: 'Honda',
            model,
            year: '2020',
            registerYear: '',
            price: '385000',
            negotiable: false,
            mileageKm: '',
            engineCapacityCc: '',
            transmission: '',
            fuelType: '',
            color: '',
            location: 'Kandy',
            phone: '077 765 4321',
            heroUrl: '',
            galleryUrls: '',
            description: 'First owner, papers ready.',
          }),
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const { id, manageToken } = (await posted.json()) as { id: string; manageToken: string };
      const page = await seller.newPage();
      await page.goto(`${inLang(`/manage/${id}/edit`, lang)}#${manageToken}`);
      await page
        .locator('textarea[name=description]')
        .fill('First owner. Send the advance payment first, I courier it.');
      await page.locator('form button[type=submit]').click();
      const told = page.getByRole('status').filter({ hasText: EDIT_HELD[lang] });
      await expect(told).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`/manage/${id}`));
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await told.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const path = info.outputPath(`edit-held-${lang}-${width}.png`);
        await page.screenshot({ path });
        await info.attach(`edit-held-${lang}-${width}`, { path, contentType: 'image/png' });
      }
      const listed = await seller.request.get(`/api/vehicles?type=all&q=${model}`);
      expect(((await listed.json()) as { total: number }).total).toBe(0);
    } finally {
      await seller.close();
    }
  }
});
