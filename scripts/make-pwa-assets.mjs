// Install icons and the share image, rendered with Chromium (the share image is JPEG: a gradient
// PNG weighs 330 KB).
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const favicon = readFileSync('public/favicon.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;
mkdirSync('public/icons', { recursive: true });

function iconHtml(size, { background, padding }) {
  const logo = Math.round(size * (1 - padding * 2));
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;
    display:grid;place-items:center;background:${background}">
    <img src="${dataUrl}" width="${logo}" height="${logo}" alt=""></body></html>`;
}

const shareHtml = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;
  font-family:'DejaVu Sans',Arial,sans-serif;color:#fff;
  background:linear-gradient(135deg,#111827 0%,#1f2937 55%,#7c2d12 100%);
  display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:32px">
    <img src="${dataUrl}" width="140" height="140" alt="">
    <div style="font-size:96px;font-weight:700;letter-spacing:-2px">BikeBazaar</div>
  </div>
  <div style="margin-top:40px;font-size:44px;line-height:1.3;max-width:980px;color:#f3f4f6">
    Motorcycles, scooters, spare parts and biker gear for sale in Sri Lanka
  </div>
  <div style="margin-top:36px;font-size:30px;color:#fdba74">bikebazaar.lk</div>
</body></html>`;

const jobs = [
  {
    file: 'public/icons/icon-192.png',
    size: 192,
    html: iconHtml(192, { background: 'transparent', padding: 0 }),
  },
  {
    file: 'public/icons/icon-512.png',
    size: 512,
    html: iconHtml(512, { background: 'transparent', padding: 0 }),
  },
  // Maskable: full-bleed background, logo inside the central 80 % safe zone.
  {
    file: 'public/icons/icon-maskable-512.png',
    size: 512,
    html: iconHtml(512, { background: '#111827', padding: 0.16 }),
  },
  {
    file: 'public/icons/apple-touch-icon-180.png',
    size: 180,
    html: iconHtml(180, { background: '#111827', padding: 0.14 }),
  },
  { file: 'public/og-image.jpg', width: 1200, height: 630, html: shareHtml, jpeg: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const job of jobs) {
  const width = job.width ?? job.size;
  const height = job.height ?? job.size;
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(job.html);
  const clip = { x: 0, y: 0, width, height };
  await page.screenshot(
    job.jpeg
      ? { path: job.file, type: 'jpeg', quality: 85, clip }
      : { path: job.file, omitBackground: true, clip },
  );
  await page.close();
  console.log(`wrote ${job.file} (${width}×${height})`);
}
await browser.close();
