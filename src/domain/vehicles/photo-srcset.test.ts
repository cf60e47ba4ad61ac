import { photoSrcSet } from './photo-srcset';

const KEY = '0123456789abcdef0123456789abcdef';

test('a stored photo lists its three widths, smallest first', () => {
  expect(photoSrcSet(`/photos/${KEY}.webp`)).toBe(
    `/photos/${KEY}-400.webp 400w, /photos/${KEY}-800.webp 800w, /photos/${KEY}.webp 1600w`,
  );
});

test('a stored photo on an https API origin keeps that origin in every candidate', () => {
  const set = photoSrcSet(`https://api.example.lk/photos/${KEY}.webp`);
  expect(set?.split(', ').every((part) => part.startsWith('https://api.example.lk/photos/'))).toBe(
    true,
  );
});

test('other images keep their one src', () => {
  for (const src of [
    '/images/vehicles/honda-cb150r.webp',
    `/photos/${KEY}-400.webp`,
    `/photos/${KEY}.jpg`,
    `/photos/${KEY.toUpperCase()}.webp`,
    `https://example.lk/photos/${KEY}.webp?x=1`,
    'data:image/webp;base64,AAAA',
    '',
  ]) {
    expect(photoSrcSet(src), src).toBeNull();
  }
});
