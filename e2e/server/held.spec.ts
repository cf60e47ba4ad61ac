import type { Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

// An ad asking for an advance payment is held: moderators see why, approve it, and it is listed.
const PASSWORD = 'e2e held ads password 2026';
const server = serverForThisFile(310, { ADMIN_PASSWORD: PASSWORD, ADMIN_LOGIN_RATE_LIMIT: '20' });

const TEXT = {
  en: {
    name: 'Your name',
    password: 'Password',
    login: 'Log in',
    heading: 'Held for review',
    phrase: 'Matched phrase: “advance payment”',
    approve: 'Approve',
    approved: 'Approved: the ad is listed.',
    logged: 'Approved held ad',
  },
  si: {
    name: 'ඔබේ නම',
    password: 'මුරපදය',
    login: 'ඇතුළු වන්න',
    heading: 'සමාලෝචනය සඳහා රඳවා ඇති දැන්වීම්',
    phrase: 'ගැළපුණු වාක්‍ය ඛණ්ඩය: “advance payment”',
    approve: 'අනුමත කරන්න',
    approved: 'අනුමත කළා: දැන්වීම දැන් ගැනුම්කරුවන්ට පෙනේ.',
    logged: 'රඳවා තිබූ දැන්වීම අනුමත කළා',
  },
  ta: {
    name: 'உங்கள் பெயர்',
    password: 'கடவுச்சொல்',
    login: 'உள்நுழை',
    heading: 'பரிசீலனைக்காக நிறுத்தப்பட்ட விளம்பரங்கள்',
    phrase: 'பொருந்திய சொற்றொடர்: “advance payment”',
    approve: 'அங்கீகரி',
    approved: 'அங்கீகரிக்கப்பட்டது: விளம்பரம் இப்போது பட்டியலில் உள்ளது.',
    logged: 'நிறுத்திய விளம்பரத்தை அங்கீகரித்தார்',
  },
} as const;

async function publishScam(page: Page, model: string, phone: string): Promise<string> {
  const ad = {
    type: 'scooters',
    condition: 'Used',
    title: '',
    make: 'Honda',
    model,
    year: '2019',
    registerYear: '',
    price: '250000',
    negotiable: false,
    mileageKm: '',
    engineCapacityCc: '',
    transmission: '',
    fuelType: '',
    color: '',
    description: 'Send the Advance Payment first and I will courier the papers.',
    location: 'Kandy',
    phone,
    heroUrl: '',
    galleryUrls: '',
  };
  const response = await page.request.post(`${server.url}/api/vehicles`, {
    multipart: { ad: JSON.stringify(ad) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const listed = async (page: Page, id: string) =>
  (await page.request.get(`${server.url}/api/vehicles/${id}`)).status();

// In Sinhala and Tamil: held-queue.test.tsx.
for (const lang of ['en'] as const) {
  const text = TEXT[lang];
  test(`a held ad shows its phrase and is listed once a moderator approves it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await phoneContext(browser, server.url, lang);
    try {
      const page = await context.newPage();
      const model = `Held${lang}${Date.now().toString(36)}`;
      const id = await publishScam(
        page,
        model,
        `07711200${lang === 'en' ? 1 : lang === 'si' ? 2 : 3}0`,
      );
      expect(await listed(page, id)).toBe(404);

      await page.goto(inLang('/admin', lang));
      await page.getByRole('textbox', { name: text.name }).fill(`Mod ${lang}`);
      await page.getByLabel(text.password).fill(PASSWORD);
      await page.getByRole('button', { name: text.login }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
      const item = page.getByRole('article').filter({
        has: page.getByRole('heading', { level: 3, name: new RegExp(model) }),
      });
      await expect(item.getByText(text.phrase)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await item.getByRole('button', { name: text.approve }).click();
      await expect(page.getByRole('status').filter({ hasText: text.approved })).toBeVisible();
      await expect(item).toHaveCount(0);
      await expect(page.locator('.admin-log').getByText(text.logged).first()).toBeVisible();
      expect(await listed(page, id)).toBe(200);
    } finally {
      await context.close();
    }
  });
}
