// Usage: npm run build && (npm run serve &) && node scripts/screenshots.mjs [path ...]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.env.BASE_URL || 'http://127.0.0.1:4173';
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/?view=spare-parts',
      '/?view=biker-gear',
      '/browse/scooters',
      '/browse/all',
      '/vehicle/unknown',
      '/post-ad',
    ];
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const lang of ['en', 'si', 'ta']) {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
    await context.addInitScript((l) => localStorage.setItem('bikebazaar.language_v1', l), lang);
    const page = await context.newPage();
    for (const path of pages) {
      const url = lang === 'en' || !path.startsWith('/') ? path : `/${lang}${path}`;
      await page.goto(base + url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const file = `screenshots/${lang}-${size.name}-${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
