import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-45list/scripts/chromium.mjs';
const base = process.env.BASE_URL;
const pages = process.argv.slice(2);
const langs = (process.env.LANGS || 'en,si,ta').split(',');
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];
mkdirSync('/tmp/45list-shots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const lang of langs) {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
    await context.addInitScript(() =>
      localStorage.setItem('bikebazaar.myBike_v1', JSON.stringify({ make: 'Bajaj', model: 'Pulsar 150', year: 2018 })),
    );
    const page = await context.newPage();
    for (const path of pages) {
      const url = lang === 'en' ? path : `/${lang}${path}`;
      await page.goto(base + url, { waitUntil: 'networkidle' });
      const file = `/tmp/45list-shots/${lang}-${size.name}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
      if (process.env.SCROLL) await page.evaluate((y) => window.scrollTo(0, Number(y)), process.env.SCROLL);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
