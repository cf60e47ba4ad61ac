import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Hostile stored ads (200 among 10 valid ones) and the checks that nothing they carry runs. */

export const BACKUP_KEY = 'userVehicles_v1_corrupt_backup';
export const TYPES = [
  'scooters',
  'trail',
  'sport',
  'cruiser',
  'electric',
  'high-capacity',
  'atv-adv',
];
export const PWN = 'window.__pwned=1';
export const PAYLOADS = [
  `<img src=x onerror="${PWN}">`,
  `"><script>${PWN}</script>`,
  `<svg/onload=${PWN}>`,
  `javascript:${PWN}`,
  `'-alert(1)-'`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `{{constructor.constructor('${PWN}')()}}`,
  '${alert(1)}',
  `<a href="javascript:alert(1)">click</a>`,
  `</title><script>alert(1)</script>`,
  '<style>*{display:none!important}</style>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '\u202Eevil\u202C reversed',
  '\u200Fright-to-left\u200E mark \u061C',
  `ශ්‍රී ලංකා${'ා'.repeat(30)}`,
  'Z\u0336\u0322\u031Ba\u0334l\u0337g\u0335o\u0338',
  '🏍️🔥💥👨‍👩‍👧‍👦🇱🇰',
  'nul\u0000byte and \u0007 bell',
  'line\nbreak\r\n\ttab',
  '__proto__',
  '<!--',
  ']]><x>',
];
export const BAD_URLS = [
  `javascript:${PWN}`,
  'JaVaScRiPt:alert(1)',
  ` \tjavascript:alert(1)`,
  `data:text/html,<script>${PWN}</script>`,
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${PWN}"/>`,
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  `x" onerror="${PWN}`,
  'file:///etc/passwd',
  'blob:https://evil.example/1234',
  `https://tracker.example/p.png"><script>${PWN}</script>`,
];
export const HUNDRED_KB = 'A'.repeat(100_000);

export type Ad = Record<string, unknown>;

export function baseAd(id: string, index: number): Ad {
  return {
    id,
    type: TYPES[index % TYPES.length],
    title: `Base ${index}`,
    make: 'Honda',
    model: 'Dio',
    year: 2015 + (index % 10),
    registerYear: 2016,
    price: 100_000 + index * 1000,
    mileageKm: 12_000,
    engineCc: 110,
    engineCapacityCc: 110,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    color: 'Red',
    condition: index % 2 ? 'Used' : 'New',
    location: 'Colombo',
    postedAt: `2024-0${(index % 9) + 1}-1${index % 10}T08:00:00.000Z`,
    phone: '071 234 5678',
    image: '/images/vehicles/scooter-red-side.svg',
    gallery: ['/images/vehicles/scooter-red-road.svg'],
    categories: ['Motorbike'],
    tags: ['e2e'],
  };
}

export const TEXT_LIMITS: Record<string, number> = {
  title: 120,
  make: 40,
  model: 60,
  transmission: 40,
  fuelType: 40,
  color: 40,
  location: 60,
  phone: 20,
};

export function renderedHostileAd(index: number): Ad {
  const ad = baseAd(`hostile-rendered-${index}`, index);
  Object.entries(TEXT_LIMITS).forEach(([field, max], offset) => {
    ad[field] = PAYLOADS[(index + offset) % PAYLOADS.length]!.slice(0, max);
  });
  ad.tags = PAYLOADS.slice(0, 5).map((payload) => payload.slice(0, 40));
  ad.categories = [PAYLOADS[index % PAYLOADS.length]!.slice(0, 40)];
  ad.image = BAD_URLS[index % BAD_URLS.length];
  ad.gallery = [
    BAD_URLS[(index + 1) % BAD_URLS.length],
    BAD_URLS[(index + 2) % BAD_URLS.length],
    '/images/vehicles/sport-blue-side.svg',
  ];
  if (index % 7 === 0) ad.id = `../../etc/passwd?view=${index}#<script>`;
  if (index % 11 === 0) ad.phone = '+94 <b>71</b>';
  if (index % 13 === 0) ad.price = null;
  if (index % 5 === 0) ad.location = HUNDRED_KB.slice(0, 60);
  // Now and then far over the 3,000 limit: read back clipped, not dropped (the visitor's own ad).
  ad.description = [...PAYLOADS.slice(index % PAYLOADS.length), ...PAYLOADS].join('\n');
  if (index % 10 === 4) ad.description = `${String(ad.description)}\n${'B'.repeat(10_000)}`;
  return ad;
}

export function malformedAd(index: number): unknown {
  const ad = baseAd(`hostile-malformed-${index}`, index);
  const variants: Array<() => unknown> = [
    () => null,
    () => 42,
    () => 'just a string <script>alert(1)</script>',
    () => true,
    () => [],
    () => [[ad]],
    () => ({}),
    () => ({ ...ad, id: 123 }),
    () => ({ ...ad, id: '' }),
    () => ({ ...ad, year: '2020' }),
    () => ({ ...ad, year: 20.5 }),
    () => ({ ...ad, year: 99_999 }),
    () => ({ ...ad, price: 'free' }),
    () => ({ ...ad, price: -1 }),
    () => ({ ...ad, price: 1e308 }),
    () => ({ ...ad, mileageKm: 'far' }),
    () => ({ ...ad, condition: 'Broken' }),
    () => ({ ...ad, type: 'spaceship' }),
    () => ({ ...ad, type: '<script>alert(1)</script>' }),
    () => ({ ...ad, postedAt: 'yesterday' }),
    () => ({ ...ad, postedAt: `<img src=x onerror="${PWN}">` }),
    () => ({ ...ad, title: HUNDRED_KB }),
    () => ({ ...ad, make: HUNDRED_KB }),
    () => ({ ...ad, phone: HUNDRED_KB }),
    () => ({ ...ad, image: `javascript:${HUNDRED_KB}` }),
    () => ({ ...ad, make: ['Honda'] }),
    () => ({ ...ad, description: { toString: 'x' }, make: HUNDRED_KB }),
    () => ({ ...ad, model: { toString: 'Dio' } }),
    () => ({ ...ad, gallery: 'not-a-list' }),
    () => ({ ...ad, gallery: Array.from({ length: 50 }, () => '/images/x.svg') }),
    () => ({ ...ad, tags: [1, 2, 3] }),
    () => ({ ...ad, categories: 'x' }),
    () => Object.fromEntries(Object.keys(ad).map((key) => [key, null])),
    () => ({ id: `only-an-id-${index}` }),
    () => JSON.parse(`{"__proto__": {"polluted": "yes"}, "id": "proto-${index}"}`) as unknown,
    () => ({ ...ad, constructor: { prototype: { polluted: 'yes' } }, title: 'x'.repeat(121) }),
    () => ({ ...ad, engineCc: -5, engineCapacityCc: 'big' }),
  ];
  return variants[index % variants.length]!();
}

export const VALID_TITLES = Array.from({ length: 10 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  if (i === 2) return `Valid E2E Bike ${n} ශ්‍රී ලංකා`;
  if (i === 5) return `Valid E2E Bike ${n} 🏍️`;
  if (i === 8) return `Valid E2E Bike ${n} \u200Fmark\u200E`;
  return `Valid E2E Bike ${n}`;
});

export const VALID_ADS: Ad[] = VALID_TITLES.map((title, i) => ({
  ...baseAd(`valid-e2e-${i + 1}`, i),
  title,
  image: `/images/vehicles/${['scooter', 'trail', 'sport', 'cruiser', 'escooter', 'naked', 'adventure'][i % 7]}-blue-side.svg`,
}));

export function buildStoredAds(): unknown[] {
  const list: unknown[] = [];
  for (let i = 0; i < 200; i += 1) {
    list.push(i % 2 ? malformedAd(i) : renderedHostileAd(i));
    if (i % 20 === 10) list.push(VALID_ADS[(i - 10) / 20]);
  }
  return list;
}

export const STORED = buildStoredAds();
export const STORED_JSON = JSON.stringify(STORED);
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function guard(page: Page, { allowPostFailure = false } = {}) {
  const dialogs: string[] = [];
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  // Allowed https images (a user's photo address) are answered locally: nothing leaves the box.
  await page.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
  );
  return {
    async check(where: string) {
      const state = await page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: unknown }).__pwned,
        polluted: ({} as Record<string, unknown>).polluted,
      }));
      expect(state.pwned, `window.__pwned on ${where}`).toBeUndefined();
      expect(state.polluted, `Object.prototype polluted on ${where}`).toBeUndefined();
      expect(dialogs, `dialogs on ${where}`).toEqual([]);
      const unexpected = messages.filter(
        (text) =>
          !/^(warning|error): \[(ad-store|storage)\]/.test(text) &&
          // The post form logs the storage error it then shows to the user.
          !(
            allowPostFailure && /^error: \[post-ad\] posting failed StorageWriteError/.test(text)
          ) &&
          // Playwright's own note when it blocks the service worker (playwright.config.ts).
          text !== 'warning: Service Worker registration blocked by Playwright',
      );
      expect(unexpected, `console errors on ${where}`).toEqual([]);
    },
  };
}

export async function expectPageRenders(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

export async function fillRequiredFields(page: Page) {
  await page.getByLabel(/^Make/).fill('Honda');
  await page.getByLabel(/^Model \*/).fill('Dio');
  await page.getByLabel(/^Model year/).fill('2019');
  await page.getByLabel(/^Location/).fill('Colombo');
  await page.getByLabel(/^Phone/).fill('0712345678');
}

export async function expectPostBlocked(page: Page) {
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /does not let the site save ads/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toHaveCount(0);
}
