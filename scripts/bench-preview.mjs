/** Link preview making time (budget ≤ 300 ms), with and without a photo; median and worst. */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { makePreview, PREVIEW_MAX_BYTES } from '../server/previews/make-preview.ts';
import { buildVehicle } from '../src/testing/test-vehicle.ts';

const RUNS = 10;
const BUDGET_MS = 300;

// The home page's hero photo, stored as an upload is: at most 1600 px WebP.
const source = await readFile(new URL('../public/media/home/hero-1280.webp', import.meta.url));
const photo = await sharp(source)
  .resize({ width: 1600, height: 1600, fit: 'inside' })
  .webp({ quality: 80 })
  .toBuffer();

const titles = { en: 'Honda Dio 2021', si: 'හොන්ඩා ඩියෝ 2021', ta: 'ஹோண்டா டியோ 2021' };
const towns = { en: 'Kandy', si: 'මහනුවර', ta: 'கண்டி' };

let worstMedian = 0;
let tooLarge = false;
for (const lang of /** @type {const} */ (['en', 'si', 'ta'])) {
  for (const withPhoto of [true, false]) {
    const vehicle = buildVehicle({
      title: titles[lang],
      location: towns[lang],
      price: 450_000,
      image: withPhoto ? '/photos/0123456789abcdef0123456789abcdef.webp' : null,
    });
    const read = async () => (withPhoto ? photo : null);
    await makePreview(vehicle, lang, read); // warm: fonts loaded, card drawn
    const times = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      bytes = (await makePreview(vehicle, lang, read)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    worstMedian = Math.max(worstMedian, median);
    tooLarge ||= bytes >= PREVIEW_MAX_BYTES;
    console.log(
      `preview ${lang} ${withPhoto ? 'photo' : 'card '}: median ${median.toFixed(0)} ms, ` +
        `max ${times.at(-1).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB`,
    );
  }
}
console.log(
  `preview image: made in ${worstMedian.toFixed(0)} ms (median, slowest case; budget ${BUDGET_MS} ms) ` +
    `${worstMedian <= BUDGET_MS && !tooLarge ? 'OK' : 'OVER BUDGET'}`,
);
