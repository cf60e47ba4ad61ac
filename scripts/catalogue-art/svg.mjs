// The drawing helpers the catalogue illustrations share: the card, colours, gears, wires.

export const ink = '#1f2937';
export const card = (bg, accent, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
  `<rect width="400" height="300" fill="${bg}"/>` +
  `<circle cx="330" cy="60" r="90" fill="${accent}" opacity="0.18"/>` +
  `<circle cx="60" cy="270" r="70" fill="${accent}" opacity="0.12"/>` +
  `<ellipse cx="200" cy="262" rx="120" ry="10" fill="${ink}" opacity="0.12"/>` +
  body +
  `</svg>\n`;

export const engineCard = (body) => card('#fff1e8', '#c2410c', body);
export const tyreCard = (body) => card('#eef1f5', '#0f766e', body);
export const electricCard = (body) => card('#fffbeb', '#b45309', body);
export const chainCard = (body) => card('#e6f4f2', '#0f766e', body);
export const accessoryCard = (body) => card('#eef1f5', '#c2410c', body);
export const line = (w = 4) => `stroke="${ink}" stroke-width="${w}"`;
export const polar = (r, deg, cx = 0, cy = 0) => [
  Math.round(cx + r * Math.cos((deg * Math.PI) / 180)),
  Math.round(cy + r * Math.sin((deg * Math.PI) / 180)),
];
export const toothed = (teeth, outer, root) =>
  'M' +
  Array.from({ length: teeth }, (_, i) => {
    const a = (360 / teeth) * i;
    const step = 360 / teeth;
    return [
      polar(root, a - step * 0.3),
      polar(outer, a - step * 0.15),
      polar(outer, a + step * 0.15),
      polar(root, a + step * 0.3),
    ]
      .map(([x, y]) => `${x} ${y}`)
      .join(' L');
  }).join(' L') +
  ' Z';
export const wires = (x, y, colours, spread = 14, drop = 50) =>
  colours
    .map(
      (c, i) =>
        `<path d="M${x + i * 10} ${y} q 0 ${drop / 2} ${(i - (colours.length - 1) / 2) * spread} ${drop}" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
