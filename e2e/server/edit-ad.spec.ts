import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../axe';
import { appReady, expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

const server = serverForThisFile();

const TEXT = {
  en: {
    post: 'Post Ad',
    posted: 'Your ad is posted',
    link: 'Your private manage link',
    heroInput: 'Main photo',
    galleryInput: 'More photos',
    edit: 'Edit ad',
    editHeading: 'Edit your ad',
    price: /^Price/,
    description: /^Description/,
    removePhoto1: 'Remove photo 1',
    makeMain1: 'Make photo 1 the main photo',
    save: 'Save changes',
    saved: 'Your changes are saved.',
    sold: 'Mark as sold',
    soldYes: 'Yes, it is sold',
    soldBadge: 'Sold',
    thumbnail: /^Show photo \d+$/,
  },
  si: {
    post: 'දැන්වීම පළ කරන්න',
    posted: 'ඔබේ දැන්වීම පළ කළා',
    link: 'ඔබේ පෞද්ගලික කළමනාකරණ සබැඳිය',
    heroInput: 'ප්‍රධාන ඡායාරූපය',
    galleryInput: 'තවත් ඡායාරූප',
    edit: 'දැන්වීම වෙනස් කරන්න',
    editHeading: 'ඔබේ දැන්වීම වෙනස් කරන්න',
    price: /^මිල/,
    description: /^විස්තරය/,
    removePhoto1: 'ඡායාරූපය 1 ඉවත් කරන්න',
    makeMain1: 'ඡායාරූපය 1 ප්‍රධාන ඡායාරූපය කරන්න',
    save: 'වෙනස්කම් සුරකින්න',
    saved: 'ඔබේ වෙනස්කම් සුරැකුණා.',
    sold: 'විකිණූ බව සලකුණු කරන්න',
    soldYes: 'ඔව්, විකිණුවා',
    soldBadge: 'විකිණී ඇත',
    thumbnail: /වැනි ඡායාරූපය පෙන්වන්න$/,
  },
} as const;

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
const file = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await jpeg(background),
});

const phoneIn = (browser: Browser, lang: 'en' | 'si') => phoneContext(browser, server.url, lang);

async function open(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

// In Sinhala; in English the edit form and the manage page after it are checked without a
// browser (edit-ad-page.test.tsx, manage-ad-page.test.tsx), and the form's axe scan in English
// is post-ad-a11y.spec.ts's.
for (const lang of ['si'] as const) {
  const text = TEXT[lang];
  test(`another phone edits the ad with the link, photos included; buyer and poster see it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const model = `Ed${lang}${Date.now().toString(36)}`;
    const seller = await phoneIn(browser, lang);
    const otherPhone = await phoneIn(browser, lang);
    const buyer = await phoneIn(browser, lang);
    try {
      const page = await seller.newPage();
      await open(page, inLang('/post-ad', lang));
      await page.locator('[name=make]').fill('Bajaj');
      await page.locator('[name=model]').fill(model);
      await page.locator('[name=year]').fill('2019');
      await page.locator('[name=location]').fill('Galle');
      await page.locator('[name=phone]').fill('076 555 1234');
      await page.locator('[name=price]').fill('410000');
      await page
        .getByLabel(text.heroInput, { exact: true })
        .setInputFiles(await file('front.jpg', '#b91c1c'));
      await page
        .getByLabel(text.galleryInput, { exact: true })
        .setInputFiles([await file('side.jpg', '#15803d'), await file('back.jpg', '#1d4ed8')]);
      await expect(page.getByRole('button', { name: text.removePhoto1 })).toBeVisible();
      await page.getByRole('button', { name: text.post }).click();
      await expect(page.getByRole('heading', { name: text.posted })).toBeVisible({
        timeout: 25_000,
      });
      const link = await page.getByRole('textbox', { name: text.link }).inputValue();
      const id = link.split('/manage/')[1]!.split('#')[0]!;
      const adPath = inLang(`/vehicle/${id}`, lang);
      type Ad = { image: string; gallery: string[] };
      const readAd = async () =>
        (await (await buyer.request.get(`${server.url}/api/vehicles/${id}`)).json()) as Ad;
      const before = await readAd();
      expect(before.gallery).toHaveLength(2);

      const owner = await otherPhone.newPage();
      await open(owner, link);
      await expect(owner.getByRole('button', { name: text.sold })).toBeVisible();
      expect(await axeViolations(owner)).toEqual([]);
      await owner.getByRole('link', { name: text.edit }).click();
      await expect(owner.getByRole('heading', { level: 1, name: text.editHeading })).toBeVisible();
      await expect(owner.locator('[name=model]')).toHaveValue(model);
      await expect(owner.getByLabel(text.price)).toHaveValue('410000');
      await expect(owner.locator('.post-ad-thumb img')).toHaveCount(3);
      expect(await axeViolations(owner)).toEqual([]);

      // New price and words; side goes, back becomes the main photo, one new photo.
      await owner.getByLabel(text.price).fill('365000');
      await owner.getByLabel(text.description).fill('Price down. New battery.');
      await owner.getByRole('button', { name: text.removePhoto1 }).click();
      await owner.getByRole('button', { name: text.makeMain1 }).click();
      await owner
        .getByLabel(text.galleryInput, { exact: true })
        .setInputFiles(await file('new.jpg', '#a16207'));
      await expect(owner.locator('.post-ad-thumb img')).toHaveCount(3);
      await owner.getByRole('button', { name: text.save }).click();
      await expect(owner.getByText(text.saved)).toBeVisible({ timeout: 20_000 });
      expect(new URL(owner.url()).pathname).toMatch(/^(\/si)?\/manage\/[^/]+$/);

      const look = await buyer.newPage();
      await open(look, adPath);
      await expect(look.getByRole('heading', { level: 1, name: new RegExp(model) })).toBeVisible();
      await expect(
        look
          .locator('main')
          .getByText(/365,000/)
          .first(),
      ).toBeVisible();
      await expect(look.getByText('Price down. New battery.')).toBeVisible();
      await expect(look.getByRole('button', { name: text.thumbnail })).toHaveCount(3);
      await expect(look.locator('main').getByText(/410,000/)).toHaveCount(0);
      const after = await readAd();
      expect(after.image).toBe(before.gallery[1]);
      expect(after.gallery[0]).toBe(before.image);
      expect(after.gallery).toHaveLength(2);
      expect([before.image, ...before.gallery]).not.toContain(after.gallery[1]);

      // The poster's own phone (which kept its copy of the ad) follows: the edit, then Sold.
      await open(page, adPath);
      await expect(
        page
          .locator('main')
          .getByText(/365,000/)
          .first(),
      ).toBeVisible();
      await owner.getByRole('button', { name: text.sold }).click();
      // Asked once more: one tap on the big button must not end the ad.
      await owner.getByRole('button', { name: text.soldYes }).click();
      await expect(owner.getByRole('button', { name: text.sold })).toHaveCount(0);
      await open(page, adPath);
      await expect(
        page.locator('main').getByText(text.soldBadge, { exact: true }).first(),
      ).toBeVisible();
      await open(page, inLang('/browse/all', lang));
      await expect(
        page
          .locator('main')
          .getByText(/365,000/)
          .first(),
      ).toBeVisible();
    } finally {
      await Promise.all([seller.close(), otherPhone.close(), buyer.close()]);
    }
  });
}
