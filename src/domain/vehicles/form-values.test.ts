// @vitest-environment node
import { isHttpsUrl, parseWholeNumber, splitImageUrls } from './form-values';

test('pasted URLs split on commas and newlines, trimmed, blanks dropped', () => {
  expect(splitImageUrls('')).toEqual([]);
  expect(splitImageUrls(' , \n\n ,')).toEqual([]);
  expect(
    splitImageUrls(
      ' https://a.lk/1.jpg ,https://a.lk/2.jpg\nhttps://a.lk/3.jpg\r\n\n, https://a.lk/4.jpg ',
    ),
  ).toEqual([
    'https://a.lk/1.jpg',
    'https://a.lk/2.jpg',
    'https://a.lk/3.jpg',
    'https://a.lk/4.jpg',
  ]);
});

test('only https addresses count as photo addresses the form takes', () => {
  expect(isHttpsUrl('https://example.lk/bike.jpg', 100)).toBe(true);
  expect(isHttpsUrl('  https://example.lk/a.webp  ', 100)).toBe(true);
  expect(isHttpsUrl('http://example.lk/a.webp', 100)).toBe(false);
  expect(isHttpsUrl('HTTPS://EXAMPLE.LK/A.PNG', 100)).toBe(true);
  expect(isHttpsUrl('javascript:alert(1)', 100)).toBe(false);
  expect(isHttpsUrl('data:image/png;base64,AAAA', 100)).toBe(false);
  expect(isHttpsUrl('ftp://example.lk/a.jpg', 100)).toBe(false);
  expect(isHttpsUrl('/images/a.jpg', 100)).toBe(false);
  expect(isHttpsUrl('https://', 100)).toBe(false);
  expect(isHttpsUrl('https://exa mple.lk/a.jpg', 100)).toBe(false);
  expect(isHttpsUrl(`https://example.lk/${'a'.repeat(100)}`, 100)).toBe(false);
});

test('whole numbers accept grouping commas and spaces; empty is null; the rest NaN', () => {
  expect(parseWholeNumber('')).toBeNull();
  expect(parseWholeNumber('   ')).toBeNull();
  expect(parseWholeNumber('0')).toBe(0);
  expect(parseWholeNumber(' 1,250,000 ')).toBe(1_250_000);
  expect(parseWholeNumber('12 500')).toBe(12_500);
  expect(parseWholeNumber('12.5')).toBeNaN();
  expect(parseWholeNumber('-5')).toBeNaN();
  expect(parseWholeNumber('1e6')).toBeNaN();
  expect(parseWholeNumber('abc')).toBeNaN();
});
