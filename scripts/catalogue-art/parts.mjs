// The spare-part category illustrations (engine, tyres, electrical, chains, accessories).
import { ink, card } from './svg.mjs';

export const parts = {
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
