// The biker gear illustrations (helmets, gloves, jackets, boots).
import { ink, card } from './svg.mjs';

const helmet = (extra = '') => `
    <path d="M110 190 C 100 110, 160 60, 230 62 C 300 64, 320 130, 318 200 L 300 226 L 150 226 Z" fill="#c2410c" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
    ${extra}`;
export const gear = {
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
