// The catalogue and home quick-filter SVG illustrations. Usage: node scripts/make-catalogue-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { categorySprite } from './catalogue-art/categories.mjs';
import { gear } from './catalogue-art/gear.mjs';
import { partKinds } from './catalogue-art/part-kinds.mjs';
import { parts } from './catalogue-art/parts.mjs';

const clean = (svg) => svg.replace(/\n\s*/g, '');
for (const [dir, set] of [
  ['public/images/parts', parts],
  ['public/images/parts', partKinds],
  ['public/images/gear', gear],
]) {
  mkdirSync(dir, { recursive: true });
  for (const [name, svg] of Object.entries(set))
    writeFileSync(`${dir}/${name}.svg`, clean(svg) + '\n');
}
// One file with a <view> per category (`categories.svg#sport`): one request on the home page.
writeFileSync('public/media/home/categories.svg', clean(categorySprite()) + '\n');
console.log(
  'written',
  Object.keys(parts).length + Object.keys(partKinds).length + Object.keys(gear).length + 1,
  'SVGs',
);
