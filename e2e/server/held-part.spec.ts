import { expect, inLang, test } from '../fixtures';
import { TEXT } from './admin-text';
import { phoneContext, serverForThisFile } from './run-server';

// Issue 45 point 6: an engine part waits for a moderator in the one held queue, with the
// seller's papers confirmation, and a moderator's approval lists it for buyers.
const PASSWORD = 'e2e held part password 2026';
const server = serverForThisFile(560, { ADMIN_PASSWORD: PASSWORD, ADMIN_LOGIN_RATE_LIMIT: '20' });

const PAPERS = {
  en: /Carries an engine or chassis number/,
  si: /මෙහි එන්ජින් හෝ චැසි අංකයක් ඇත/,
} as const;

for (const lang of ['en', 'si'] as const) {
  const text = TEXT[lang];
  test(`a held engine part is in the moderators' queue and approving lists it (${lang})`, async ({
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const seller = await phoneContext(browser, server.url, lang);
    const moderator = await phoneContext(browser, server.url, lang);
    try {
      const title = `Complete engine ${lang} ${Date.now().toString(36)}`;
      const posted = await seller.request.post('/api/items', {
        multipart: {
          ad: JSON.stringify({
            kind: 'part',
            category: 'engine',
            condition: 'used',
            title,
            price: '85000',
            negotiable: false,
            brand: 'Bajaj',
            description: 'Runs well, with its papers.',
            location: 'Kandy',
            phone: '0771234567',
            heroUrl: '',
            galleryUrls: '',
            partNumber: 'EN-100',
            fitsAnyBike: false,
            fitment: [{ make: 'Bajaj', model: 'CT100', yearFrom: '2015', yearTo: '2020' }],
            carriesNumber: true,
            papersConfirmed: true,
          }),
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const { id, status } = (await posted.json()) as { id: string; status: string };
      expect(status).toBe('held');
      expect((await seller.request.get(`/api/items/${id}`)).status()).toBe(404);

      const page = await moderator.newPage();
      await page.goto(inLang('/admin', lang));
      await page.getByRole('textbox', { name: text.name }).fill('Kamala');
      await page.getByLabel(text.password).fill(PASSWORD);
      await page.getByRole('button', { name: text.login }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.held })).toBeVisible();
      const card = page.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card.getByText(PAPERS[lang])).toBeVisible();
      await expect(card.getByText(/EN-100/)).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await card.scrollIntoViewIfNeeded();
        const path = info.outputPath(`held-part-${lang}-${width}.png`);
        await card.screenshot({ path });
        await info.attach(`held-part-${lang}-${width}`, { path, contentType: 'image/png' });
      }
      await card.getByRole('button', { name: text.approve }).click();
      await expect(page.getByText(text.approved)).toBeVisible();
      await expect(page.getByRole('article', { name: title })).toHaveCount(0);
      expect((await seller.request.get(`/api/items/${id}`)).status()).toBe(200);
    } finally {
      await seller.close();
      await moderator.close();
    }
  });
}
