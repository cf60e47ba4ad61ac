// Writes the simple SVG illustrations used by the spare parts and biker gear catalogues
// (public/images/parts/*.svg, public/images/gear/*.svg, 400×300) and the home quick-filter
// cards (public/media/home/categories/*.svg, 160×100). Usage: node scripts/make-catalogue-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const ink = '#1f2937';
const card = (bg, accent, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
  `<rect width="400" height="300" fill="${bg}"/>` +
  `<circle cx="330" cy="60" r="90" fill="${accent}" opacity="0.18"/>` +
  `<circle cx="60" cy="270" r="70" fill="${accent}" opacity="0.12"/>` +
  `<ellipse cx="200" cy="262" rx="120" ry="10" fill="${ink}" opacity="0.12"/>` +
  body +
  `</svg>\n`;

const parts = {
  engine: card(
    '#fff1e8',
    '#c2410c',
    `
    <g fill="#9ca3af" stroke="${ink}" stroke-width="4">
      <rect x="130" y="70" width="140" height="150" rx="10"/>
    </g>
    <g stroke="${ink}" stroke-width="4">
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${110}" y="${84 + i * 22}" width="180" height="10" rx="4" fill="#d1d5db"/>`).join('')}
    </g>
    <rect x="165" y="40" width="70" height="40" rx="6" fill="#c2410c" stroke="${ink}" stroke-width="4"/>
    <circle cx="200" cy="60" r="8" fill="#fff"/>`,
  ),
  tyres: card(
    '#eef1f5',
    '#0f766e',
    `
    <circle cx="200" cy="150" r="100" fill="${ink}"/>
    <circle cx="200" cy="150" r="100" fill="none" stroke="#4b5563" stroke-width="10" stroke-dasharray="14 10"/>
    <circle cx="200" cy="150" r="62" fill="#d1d5db" stroke="#6b7280" stroke-width="4"/>
    <g stroke="#6b7280" stroke-width="8" stroke-linecap="round">
      ${[0, 72, 144, 216, 288].map((a) => `<path d="M200 150 L${(200 + 55 * Math.cos((a * Math.PI) / 180)).toFixed(1)} ${(150 + 55 * Math.sin((a * Math.PI) / 180)).toFixed(1)}"/>`).join('')}
    </g>
    <circle cx="200" cy="150" r="16" fill="#0f766e" stroke="${ink}" stroke-width="4"/>`,
  ),
  electrical: card(
    '#fffbeb',
    '#b45309',
    `
    <rect x="110" y="90" width="180" height="130" rx="12" fill="#374151" stroke="${ink}" stroke-width="4"/>
    <rect x="130" y="70" width="34" height="24" rx="4" fill="#b91c1c" stroke="${ink}" stroke-width="4"/>
    <rect x="236" y="70" width="34" height="24" rx="4" fill="#9ca3af" stroke="${ink}" stroke-width="4"/>
    <rect x="110" y="110" width="180" height="26" fill="#0f766e"/>
    <path d="M210 145 L180 195 H204 L192 238 L232 176 H206 L222 145 Z" fill="#facc15" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>
    <text x="147" y="130" font-family="Arial" font-weight="700" font-size="18" fill="#fff">12V</text>`,
  ),
  chains: card(
    '#e6f4f2',
    '#0f766e',
    `
    <g transform="translate(170 150)">
      <circle r="78" fill="#9ca3af" stroke="${ink}" stroke-width="4"/>
      ${Array.from({ length: 18 }, (_, i) => `<rect x="-8" y="-92" width="16" height="20" rx="3" fill="#9ca3af" stroke="${ink}" stroke-width="3" transform="rotate(${i * 20})"/>`).join('')}
      <circle r="78" fill="#9ca3af"/>
      ${[0, 72, 144, 216, 288].map((a) => `<circle cx="${(44 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(44 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="14" fill="#e6f4f2" stroke="${ink}" stroke-width="3"/>`).join('')}
      <circle r="18" fill="${ink}"/>
    </g>
    <g fill="none" stroke="${ink}" stroke-width="6">
      ${Array.from({ length: 5 }, (_, i) => `<rect x="${262 + (i % 2) * 10}" y="${52 + i * 40}" width="26" height="44" rx="12"/>`).join('')}
    </g>`,
  ),
  accessories: card(
    '#eef1f5',
    '#c2410c',
    `
    <path d="M200 250 L200 170" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>
    <path d="M200 172 L230 140" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="240" cy="110" rx="90" ry="58" fill="${ink}"/>
    <ellipse cx="240" cy="110" rx="76" ry="45" fill="#93c5fd"/>
    <path d="M190 90 Q 215 70 250 74" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.8"/>
    <rect x="140" y="238" width="120" height="18" rx="9" fill="#6b7280"/>`,
  ),
};

const helmet = (extra = '') => `
    <path d="M110 190 C 100 110, 160 60, 230 62 C 300 64, 320 130, 318 200 L 300 226 L 150 226 Z" fill="#c2410c" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    ${extra}`;
const gear = {
  'helmet-full': card(
    '#fff1e8',
    '#c2410c',
    helmet(`
    <path d="M210 110 C 260 100, 300 115, 314 150 L 312 180 L 214 176 Z" fill="#1e3a5f" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M226 120 Q 260 112 292 126" stroke="#fff" stroke-width="6" fill="none" opacity="0.7" stroke-linecap="round"/>
    <path d="M130 150 C 160 130, 190 126, 208 128" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`),
  ),
  'helmet-half': card(
    '#e6f4f2',
    '#0f766e',
    `
    <path d="M100 190 C 100 110, 160 70, 210 70 C 270 70, 310 110, 312 190 Z" fill="#111827" stroke="${ink}" stroke-width="5"/>
    <path d="M96 190 H 326 Q 330 204 316 206 H 104 Q 92 204 96 190 Z" fill="#6b7280" stroke="${ink}" stroke-width="4"/>
    <path d="M250 186 Q 300 180 340 200 L 336 212 Q 300 196 252 200 Z" fill="#374151"/>
    <path d="M140 120 Q 190 84 250 96" stroke="#0f766e" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M160 206 L 170 250 M250 206 L 240 250" stroke="${ink}" stroke-width="5"/>`,
  ),
  'helmet-modular': card(
    '#eef1f5',
    '#1e3a5f',
    `
    <path d="M110 190 C 100 110, 160 60, 230 62 C 300 64, 320 130, 318 200 L 300 226 L 150 226 Z" fill="#e5e7eb" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M214 74 C 270 60, 320 80, 336 118 L 322 132 C 300 98, 260 88, 218 96 Z" fill="#9ca3af" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M214 120 C 262 112, 298 124, 312 154 L 312 176 L 214 172 Z" fill="#1e3a5f" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <circle cx="214" cy="150" r="10" fill="${ink}"/>`,
  ),
  gloves: card(
    '#fff1e8',
    '#c2410c',
    `
    <path d="M150 250 L 150 160 L 140 100 Q 138 86 150 84 Q 162 84 166 98 L 176 140 L 176 70 Q 176 56 190 56 Q 204 56 204 70 L 206 134 L 214 64 Q 216 50 230 52 Q 244 54 242 68 L 236 138 L 252 84 Q 256 72 268 76 Q 280 80 276 94 L 260 170 L 284 150 Q 296 140 306 150 Q 314 160 304 172 L 256 236 L 254 250 Z" fill="#111827" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <rect x="146" y="220" width="112" height="34" rx="6" fill="#c2410c" stroke="${ink}" stroke-width="4"/>
    <path d="M176 120 H 204 M206 116 H 236 M238 124 H 262" stroke="#6b7280" stroke-width="8" stroke-linecap="round"/>`,
  ),
  jackets: card(
    '#e6f4f2',
    '#0f766e',
    `
    <path d="M150 60 L 120 72 L 80 200 L 110 212 L 140 140 L 140 254 L 260 254 L 260 140 L 290 212 L 320 200 L 280 72 L 250 60 Q 200 96 150 60 Z" fill="#1f2937" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M200 86 V 254" stroke="#9ca3af" stroke-width="4"/>
    <path d="M140 150 H 196 M204 150 H 260" stroke="#0f766e" stroke-width="10"/>
    <path d="M94 170 L 122 180 M306 170 L 278 180" stroke="#0f766e" stroke-width="10"/>
    <path d="M150 60 Q 200 96 250 60 L 236 52 Q 200 80 164 52 Z" fill="#374151" stroke="${ink}" stroke-width="4"/>`,
  ),
  boots: card(
    '#eef1f5',
    '#c2410c',
    `
    <path d="M150 40 H 230 L 236 176 L 300 196 Q 330 206 326 236 L 324 250 H 146 Z" fill="#111827" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <rect x="140" y="240" width="192" height="18" rx="6" fill="#6b7280" stroke="${ink}" stroke-width="4"/>
    <path d="M150 80 H 230 M150 120 H 232" stroke="#c2410c" stroke-width="10"/>
    <path d="M252 196 L 300 206" stroke="#9ca3af" stroke-width="6" stroke-linecap="round"/>`,
  ),
  rainGear: card(
    '#eaf2fb',
    '#2563eb',
    `
    <path d="M160 60 L 128 76 L 100 230 L 140 236 L 150 150 L 150 256 L 250 256 L 250 150 L 260 236 L 300 230 L 272 76 L 240 60 Q 200 90 160 60 Z" fill="#facc15" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M160 60 Q 200 30 240 60 Q 200 84 160 60 Z" fill="#eab308" stroke="${ink}" stroke-width="4"/>
    <path d="M200 90 V 256" stroke="${ink}" stroke-width="4" stroke-dasharray="10 8"/>
    <g fill="#2563eb">
      ${[
        [70, 70],
        [330, 90],
        [60, 160],
        [340, 180],
        [90, 250],
        [320, 260],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y - 16} Q ${x + 10} ${y} ${x} ${y + 6} Q ${x - 10} ${y} ${x} ${y - 16} Z"/>`,
        )
        .join('')}
    </g>`,
  ),
  reflectiveVests: card(
    '#f7fee7',
    '#65a30d',
    `
    <path d="M150 50 L 120 70 L 120 256 L 280 256 L 280 70 L 250 50 L 220 130 L 180 130 Z" fill="#bef264" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M120 170 H 280 M120 214 H 280" stroke="#e5e7eb" stroke-width="14"/>
    <path d="M120 170 H 280 M120 214 H 280" stroke="#9ca3af" stroke-width="2"/>
    <path d="M200 130 V 256" stroke="${ink}" stroke-width="4"/>`,
  ),
};

// Home quick-filter cards: one small bike silhouette per category (160×100).
const wheel = (x, r = 16) =>
  `<circle cx="${x}" cy="${84 - r}" r="${r}" fill="none" stroke="${ink}" stroke-width="6"/>`;
const mini = (accent, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">` +
  `<rect width="160" height="100" rx="14" fill="${accent}" opacity="0.14"/>${body}</svg>\n`;
const categories = {
  scooters: mini(
    '#c2410c',
    `${wheel(42, 13)}${wheel(118, 13)}
    <path d="M30 66 Q 40 50 70 52 L 90 54 L 96 70 L 52 72 Z" fill="#c2410c" stroke="${ink}" stroke-width="3"/>
    <path d="M96 70 L 108 30 L 120 28" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M56 48 H 84" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  ),
  trail: mini(
    '#15803d',
    `${wheel(38, 18)}${wheel(122, 18)}
    <path d="M44 56 L 70 48 L 100 48 L 108 60 L 72 62 Z" fill="#15803d" stroke="${ink}" stroke-width="3"/>
    <path d="M122 66 L 104 30 L 112 26" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M30 42 L 58 46 M104 36 L 130 40" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
  ),
  sport: mini(
    '#b91c1c',
    `${wheel(40)}${wheel(120)}
    <path d="M36 56 L 66 44 L 96 40 L 124 46 L 130 58 L 100 66 L 60 66 Z" fill="#b91c1c" stroke="${ink}" stroke-width="3"/>
    <path d="M104 40 L 118 32" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  ),
  cruiser: mini(
    '#7c3aed',
    `${wheel(34, 17)}${wheel(126, 17)}
    <path d="M30 62 Q 50 54 66 58 L 90 50 Q 104 46 112 54 L 116 64 L 50 70 Z" fill="#6d28d9" stroke="${ink}" stroke-width="3"/>
    <path d="M126 67 L 112 30 L 100 26" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M60 72 L 118 74" stroke="#9ca3af" stroke-width="4" stroke-linecap="round"/>`,
  ),
  electric: mini(
    '#0f766e',
    `${wheel(42, 13)}${wheel(118, 13)}
    <path d="M30 66 Q 40 50 70 52 L 90 54 L 96 70 L 52 72 Z" fill="#0f766e" stroke="${ink}" stroke-width="3"/>
    <path d="M96 70 L 108 30 L 120 28" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M70 14 L 58 36 H 70 L 64 52 L 82 28 H 70 L 76 14 Z" fill="#facc15" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
  ),
  'high-capacity': mini(
    '#1e3a5f',
    `${wheel(38, 18)}${wheel(122, 18)}
    <path d="M34 58 L 60 40 L 98 36 L 128 44 L 134 58 L 100 68 L 58 68 Z" fill="#1e3a5f" stroke="${ink}" stroke-width="3"/>
    <rect x="64" y="58" width="30" height="16" rx="3" fill="#6b7280" stroke="${ink}" stroke-width="2.5"/>
    <path d="M108 36 L 120 26" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  ),
  'atv-adv': mini(
    '#b45309',
    `${wheel(34, 16)}${wheel(126, 16)}
    <circle cx="50" cy="72" r="12" fill="${ink}" opacity="0.5"/><circle cx="110" cy="72" r="12" fill="${ink}" opacity="0.5"/>
    <path d="M24 54 L 50 44 L 110 44 L 136 54 L 128 62 L 32 62 Z" fill="#b45309" stroke="${ink}" stroke-width="3"/>
    <path d="M100 44 L 106 28 L 118 26" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M60 40 H 92" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  ),
};

const clean = (svg) => svg.replace(/\n\s*/g, '');
for (const [dir, set] of [
  ['public/images/parts', parts],
  ['public/images/gear', gear],
  ['public/media/home/categories', categories],
]) {
  mkdirSync(dir, { recursive: true });
  for (const [name, svg] of Object.entries(set))
    writeFileSync(`${dir}/${name}.svg`, clean(svg) + '\n');
}
console.log(
  'written',
  Object.keys(parts).length + Object.keys(gear).length + Object.keys(categories).length,
  'SVGs',
);
