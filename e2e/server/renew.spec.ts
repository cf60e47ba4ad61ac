import { axeViolations } from '../axe';
import { appReady, expect, inLang, test } from '../fixtures';
import { serverForThisFile } from './run-server';

// AD_LIFETIME_DAYS 5: a new ad is already in its last 7 days and can be renewed.
const server = serverForThisFile(340, { AD_LIFETIME_DAYS: '5' });

const TEXT = {
  en: {
    post: 'Post Ad',
    posted: 'Your ad is posted',
    link: 'Your private manage link',
    renew: 'Renew for 5 days',
    renewed: /^Renewed: for sale until \d{4}-\d{2}-\d{2}\.$/,
    until: /^For sale until (\d{4}-\d{2}-\d{2})\.$/,
  },
  si: {
    post: 'දැන්වීම පළ කරන්න',
    posted: 'ඔබේ දැන්වීම පළ කළා',
    link: 'ඔබේ පෞද්ගලික කළමනාකරණ සබැඳිය',
    renew: 'දින 5කට අලුත් කරන්න',
    renewed: /^අලුත් කළා: \d{4}-\d{2}-\d{2} දක්වා විකිණීමට ඇත\.$/,
    until: /^(\d{4}-\d{2}-\d{2}) දක්වා විකිණීමට ඇත\.$/,
  },
} as const;

// In Sinhala: manage-ad-page.test.tsx.
for (const lang of ['en'] as const) {
  const text = TEXT[lang];
  test(`in its last days, another phone renews the ad with the link (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const phone = { viewport: { width: 375, height: 812 }, hasTouch: true, baseURL: server.url };
    const seller = await browser.newContext(phone);
    const otherPhone = await browser.newContext(phone);
    try {
      const page = await seller.newPage();
      await page.goto(inLang('/post-ad', lang));
      await appReady(page);
      await page.locator('[name=make]').fill('TVS');
      await page.locator('[name=model]').fill(`Rn${lang}${Date.now().toString(36)}`);
      await page.locator('[name=year]').fill('2021');
      await page.locator('[name=location]').fill('Jaffna');
      await page.locator('[name=phone]').fill('075 222 3344');
      await page.getByRole('button', { name: text.post }).click();
      await expect(page.getByRole('heading', { name: text.posted })).toBeVisible({
        timeout: 20_000,
      });
      const link = await page.getByRole('textbox', { name: text.link }).inputValue();

      const owner = await otherPhone.newPage();
      await owner.goto(link);
      await appReady(owner);
      const until = owner.getByText(text.until);
      const before = text.until.exec((await until.textContent()) ?? '')![1]!;
      await owner.getByRole('button', { name: text.renew }).click();
      await expect(owner.getByRole('status').filter({ hasText: text.renewed })).toBeVisible();
      // The new end is 5 days from today, not from the posting: at least as late as before.
      const after = text.until.exec((await until.textContent()) ?? '')![1]!;
      expect(after >= before).toBe(true);
      expect(await axeViolations(owner)).toEqual([]);
    } finally {
      await Promise.all([seller.close(), otherPhone.close()]);
    }
  });
}
