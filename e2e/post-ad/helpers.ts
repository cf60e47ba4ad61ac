import type { Locator, Page } from '@playwright/test';
import { expect, USER_VEHICLES_KEY } from '../fixtures';

// Shared by the post-ad specs: the ad they store, filling the form, reading storage, photos.
export type StoredAd = {
  id: string;
  title: string;
  type: string;
  price: number | null;
  image: string;
  gallery: string[];
  phone: string;
};

export const earlierAd = {
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

export function field(page: Page, label: RegExp | string): Locator {
  return page.getByLabel(label).first();
}

export async function fillRequired(page: Page, title: string) {
  await page.getByLabel(/^Make/).fill('Honda');
  await page.getByLabel(/^Model \*/).fill('Dio');
  await page.getByLabel(/^Model year/).fill('2019');
  await page.getByLabel(/^Location/).fill('Colombo');
  await page.getByLabel(/^Phone/).fill('+94 71-234 5678');
  await page.getByLabel(/^Ad title/).fill(title);
}

export async function storedAds(page: Page): Promise<StoredAd[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredAd[],
    USER_VEHICLES_KEY,
  );
}

export async function makeLargeJpeg(page: Page): Promise<Buffer> {
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

export async function imageSize(page: Page, dataUrl: string) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, dataUrl);
}

export const TEXTS = {
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

export async function fillRequiredIn(page: Page, lang: 'en' | 'si', title: string) {
  const texts = TEXTS[lang];
  await page.getByLabel(texts.make).fill('Honda');
  await page.getByLabel(texts.model).fill('Dio');
  await page.getByLabel(texts.year).fill('2019');
  await page.getByLabel(texts.location).fill('Colombo');
  await page.getByLabel(texts.phone).fill('0712345678');
  await page.getByLabel(texts.title).fill(title);
}

export async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
