// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { sparePartCategories, sparePartPictures, spareParts } from './spare-parts';

const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url);
const imageOf = (id: string) => spareParts.find((p) => p.id === id)?.image;

test('every spare part shows a drawing that exists in public/', () => {
  for (const part of spareParts) {
    expect(part.image).toMatch(/^\/images\/parts\/[a-z-]+\.svg$/);
    expect(existsSync(publicFile(part.image)), `${part.id}: ${part.image}`).toBe(true);
  }
});

test('parts of different kinds show different drawings', () => {
  const different = [
    ['sp-001', 'sp-005', 'sp-006', 'sp-007', 'sp-002', 'sp-003', 'sp-004', 'sp-008'], // engine
    ['sp-009', 'sp-013', 'sp-014'], // tyre, inner tube, alloy wheel
    ['sp-015', 'sp-016', 'sp-017', 'sp-018', 'sp-019', 'sp-020', 'sp-021'], // electrical
    ['sp-022', 'sp-023', 'sp-024', 'sp-026'], // kit, chain, sprocket, chain guard
    ['sp-027', 'sp-028', 'sp-029', 'sp-030', 'sp-031', 'sp-032', 'sp-033', 'sp-034'],
  ];
  for (const ids of different) {
    const images = ids.map(imageOf);
    expect(images.every(Boolean)).toBe(true);
    expect(new Set(images).size, ids.join(' ')).toBe(ids.length);
  }
});

test('only parts of the same kind share a drawing', () => {
  const byImage = new Map<string, string[]>();
  for (const p of spareParts) byImage.set(p.image, [...(byImage.get(p.image) ?? []), p.id]);
  const shared = [...byImage.values()].filter((ids) => ids.length > 1);
  expect(shared).toEqual([
    ['sp-009', 'sp-010', 'sp-011', 'sp-012'], // tyres
    ['sp-022', 'sp-025'], // chain and sprocket kits
  ]);
});

test('the drawings are small, self-contained 400×300 SVGs without text', () => {
  for (const name of sparePartPictures) {
    const svg = readFileSync(publicFile(`/images/parts/${name}.svg`), 'utf8');
    expect(svg).toContain('viewBox="0 0 400 300"');
    expect(svg).not.toMatch(/href|url\(|<image|<script/i);
    if ((sparePartCategories as readonly string[]).includes(name)) continue; // older drawings
    expect(svg, name).not.toContain('<text');
    expect(svg.length, name).toBeLessThan(2048);
  }
});
