// The home hero as a 6 s panning loop (WebM + MP4) and WebP posters; needs ffmpeg and chromium.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const out = 'public/media/home';
const work = join(tmpdir(), `home-media-${process.pid}`);
mkdirSync(out, { recursive: true });
mkdirSync(work, { recursive: true });

const svg = readFileSync('scripts/home-media/hero-scene.svg', 'utf8');
const png = join(work, 'scene.png');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${svg}`);
await page.screenshot({ path: png });
await browser.close();

// Along a cosine, so the loop has no seam and frame 0 (the poster) is the left edge.
const pan = "crop=1280:720:x='160*(1-cos(2*PI*t/6))':y=90";
const ffmpeg = (...args) =>
  execFileSync('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const input = ['-loop', '1', '-framerate', '25', '-t', '6', '-i', png];

ffmpeg(
  ...input,
  '-vf',
  `${pan},format=yuv420p`,
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-row-mt',
  '1',
  '-deadline',
  'good',
  '-an',
  join(out, 'hero.webm'),
);
ffmpeg(
  ...input,
  '-vf',
  `${pan},format=yuv420p`,
  '-c:v',
  'libx264',
  '-profile:v',
  'high',
  '-crf',
  '30',
  '-preset',
  'slow',
  '-movflags',
  '+faststart',
  '-an',
  join(out, 'hero.mp4'),
);
ffmpeg('-i', png, '-vf', 'crop=1280:720:0:90', '-quality', '78', join(out, 'hero-1280.webp'));
ffmpeg(
  '-i',
  png,
  '-vf',
  'crop=1280:720:0:90,scale=640:360',
  '-quality',
  '75',
  join(out, 'hero-640.webp'),
);
rmSync(work, { recursive: true, force: true });

let total = 0;
for (const file of ['hero.webm', 'hero.mp4', 'hero-1280.webp', 'hero-640.webp']) {
  const size = statSync(join(out, file)).size;
  if (file.startsWith('hero.')) total += size;
  console.log(`${file}: ${(size / 1024).toFixed(1)} KB`);
}
console.log(`video total: ${(total / 1024).toFixed(1)} KB (limit 1024 KB)`);
if (total > 1024 * 1024) process.exitCode = 1;
