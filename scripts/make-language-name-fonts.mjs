// Usage: npx tsx scripts/make-language-name-fonts.mjs
// The language menus name each language in its own script (සිංහල, தமிழ்). A page in another
// language does not load that script's font (about 25 KB, see src/styles/fonts.css), and a phone
// without a Sinhala or Tamil system font showed boxes. These two files hold only the glyphs of
// those two words (with the shaping rules that join them), from the bundled Noto fonts (OFL).
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { languages } from '../src/i18n/languages.ts';

const fonts = {
  si: 'node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
  ta: 'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
};

for (const [lang, file] of Object.entries(fonts)) {
  const text = languages[lang].nativeName;
  const subset = await subsetFont(readFileSync(file), text, { targetFormat: 'woff2' });
  const out = `public/fonts/language-name-${lang}.woff2`;
  writeFileSync(out, subset);
  console.log(`${out}: ${subset.length} bytes for "${text}"`);
}
