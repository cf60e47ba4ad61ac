import type { Browser } from '@playwright/test';
import { axeViolations } from '../axe';
import { expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

// AD_LIFETIME_DAYS 5: a new ad is already in its last 7 days and can be renewed.
const server = serverForThisFile({ AD_LIFETIME_DAYS: '5' });

const TEXT = {
  en: {
    post: 'Post Ad',
    posted: 'Your ad is posted',
    link: 'Your private manage link',
    sold: 'Mark as sold',
    soldYes: 'Yes, it is sold',
    soldBadge: 'Sold',
    renew: 'Renew for 5 days',
    renewed: /^Renewed: for sale until \d{4}-\d{2}-\d{2}\.$/,
    until: /^For sale until (\d{4}-\d{2}-\d{2})\.$/,
    delete: 'Delete ad',
    deleteForGood: 'Yes, delete it',
    deleted: 'The seller has removed this ad',
    forbidden: /This link does not manage this ad/,
  },
  si: {
    post: 'දැන්වීම පළ කරන්න',
    posted: 'ඔබේ දැන්වීම පළ කළා',
    link: 'ඔබේ පෞද්ගලික කළමනාකරණ සබැඳිය',
    sold: 'විකිණූ බව සලකුණු කරන්න',
    soldYes: 'ඔව්, විකිණුවා',
    soldBadge: 'විකිණී ඇත',
    renew: 'දින 5කට අලුත් කරන්න',
    renewed: /^අලුත් කළා: \d{4}-\d{2}-\d{2} දක්වා විකිණීමට ඇත\.$/,
    until: /^(\d{4}-\d{2}-\d{2}) දක්වා විකිණීමට ඇත\.$/,
    delete: 'දැන්වීම මකන්න',
    deleteForGood: 'ඔව්, මකන්න',
    deleted: 'විකුණුම්කරු මෙම දැන්වීම ඉවත් කර ඇත',
    forbidden: /මෙම සබැඳියෙන් මෙම දැන්වීම කළමනාකරණය කළ නොහැක/,
  },
} as const;

const phoneIn = (browser: Browser, lang: 'en' | 'si') => phoneContext(browser, server.url, lang);

// In Sinhala: manage-ad-page.test.tsx, vehicle-detail-page.test.tsx (Sold, removed).
for (const lang of ['en'] as const) {
  const text = TEXT[lang];
  test(`with the private link, another phone renews the ad, marks it sold and deletes it; buyers see both (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const model = `Mg${lang}${Date.now().toString(36)}`;
    const seller = await phoneIn(browser, lang);
    const otherPhone = await phoneIn(browser, lang);
    const buyer = await phoneIn(browser, lang);
    try {
      const page = await seller.newPage();
      await page.goto(inLang('/post-ad', lang));
      await page.locator('[name=make]').fill('Honda');
      await page.locator('[name=model]').fill(model);
      await page.locator('[name=year]').fill('2020');
      await page.locator('[name=location]').fill('Kandy');
      await page.locator('[name=phone]').fill('077 123 4567');
      await page.locator('[name=price]').fill('385000');
      await page.getByRole('button', { name: text.post }).click();
      await expect(page.getByRole('heading', { name: text.posted })).toBeVisible({
        timeout: 20_000,
      });
      const link = await page.getByRole('textbox', { name: text.link }).inputValue();
      const prefix = lang === 'en' ? '' : `/${lang}`;
      expect(link).toMatch(new RegExp(`^${server.url}${prefix}/manage/[^#]+#[A-Za-z0-9_-]{24}$`));
      const adPath = inLang(`/vehicle/${link.split('/manage/')[1]!.split('#')[0]}`, lang);

      // The link without its secret, or with a wrong one, manages nothing.
      const stranger = await otherPhone.newPage();
      await stranger.goto(link.replace(/#.*/, '#' + 'x'.repeat(24)));
      await expect(stranger.getByText(text.forbidden)).toBeVisible();

      const owner = await otherPhone.newPage();
      await owner.goto(link);
      await expect(owner.getByRole('heading', { level: 2, name: new RegExp(model) })).toBeVisible();
      // In its last days: renewed for 5 days from today, so it ends no sooner than before.
      const until = owner.getByText(text.until);
      const before = text.until.exec((await until.textContent()) ?? '')![1]!;
      await owner.getByRole('button', { name: text.renew }).click();
      await expect(owner.getByRole('status').filter({ hasText: text.renewed })).toBeVisible();
      const after = text.until.exec((await until.textContent()) ?? '')![1]!;
      expect(after >= before).toBe(true);
      expect(await axeViolations(owner)).toEqual([]);
      await owner.getByRole('button', { name: text.sold }).click();
      // Asked once more: one tap on the big button must not end the ad.
      await owner.getByRole('button', { name: text.soldYes }).click();
      await expect(owner.getByRole('button', { name: text.sold })).toHaveCount(0);

      const look = await buyer.newPage();
      await look.goto(adPath);
      await expect(look.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();
      await expect(
        look.locator('main').getByText(text.soldBadge, { exact: true }).first(),
      ).toBeVisible();

      // The owner deletes it; the buyer's page then says so plainly.
      await owner.getByRole('button', { name: text.delete }).click();
      await owner.getByRole('button', { name: text.deleteForGood }).click();
      await expect(owner.getByRole('button', { name: text.delete })).toHaveCount(0);
      await look.reload();
      await expect(look.getByRole('heading', { level: 1, name: text.deleted })).toBeVisible();
      await look.goto(inLang('/browse/all', lang));
      await expect(look.getByRole('status').first()).toBeVisible();
      await expect(look.locator('main').getByText(model)).toHaveCount(0);
    } finally {
      await Promise.all([seller.close(), otherPhone.close(), buyer.close()]);
    }
  });
}
