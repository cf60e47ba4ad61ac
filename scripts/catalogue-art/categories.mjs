// The home page's small vehicle category pictures.
import { ink } from './svg.mjs';

const wheel = (x, r = 16) =>
  `<circle cx="${x}" cy="${84 - r}" r="${r}" fill="none" stroke="${ink}" stroke-width="6"/>`;
const mini = (accent, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">` +
  `<rect width="160" height="100" rx="14" fill="${accent}" opacity="0.14"/>${body}</svg>\n`;
export const categories = {
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

/** All of them stacked in this order; each home card shows its slice (category-cards.tsx). */
export function categorySprite() {
  const names = Object.keys(categories);
  const height = names.length * 100;
  const pictures = names.map((name, index) =>
    categories[name].trim().replace(/^<svg xmlns="[^"]*"/, `<svg y="${index * 100}"`),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="${height}" viewBox="0 0 160 ${height}">` +
    `${pictures.join('')}</svg>`
  );
}
