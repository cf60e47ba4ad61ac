// @vitest-environment node
import { isSriLankanPhone, normaliseSriLankanPhone } from './phone';

test('mobile and landline numbers in local form are accepted and normalised', () => {
  expect(normaliseSriLankanPhone('0712345678')).toBe('071 234 5678');
  expect(normaliseSriLankanPhone('071 234 5678')).toBe('071 234 5678');
  expect(normaliseSriLankanPhone('071-234-5678')).toBe('071 234 5678');
  expect(normaliseSriLankanPhone('011 234 5678')).toBe('011 234 5678');
  expect(normaliseSriLankanPhone('(081) 223-4567')).toBe('081 223 4567');
  expect(normaliseSriLankanPhone('  077 123 4567  ')).toBe('077 123 4567');
});

test('+94, 94 and 0094 forms become the local form', () => {
  expect(normaliseSriLankanPhone('+94 71 234 5678')).toBe('071 234 5678');
  expect(normaliseSriLankanPhone('+94712345678')).toBe('071 234 5678');
  expect(normaliseSriLankanPhone('94712345678')).toBe('071 234 5678');
  expect(normaliseSriLankanPhone('94-11-234-5678')).toBe('011 234 5678');
  expect(normaliseSriLankanPhone('0094 77 123 4567')).toBe('077 123 4567');
  // The trunk 0 kept after the country code, as many write it.
  expect(normaliseSriLankanPhone('+94 071 234 5678')).toBe('071 234 5678');
  expect(normaliseSriLankanPhone('+94 (0)71 234 5678')).toBe('071 234 5678');
});

test('numbers that are not Sri Lankan are rejected', () => {
  for (const value of [
    '',
    '   ',
    '071234567', // too short
    '07123456789', // too long
    '0012345678', // 00 prefix is not a national number
    '+94 00 712 3456', // 00 after the country code
    '+1 415 555 0100',
    '+9471234567',
    '071 234 567a',
    '071_234_5678',
    'phone me',
  ]) {
    expect(isSriLankanPhone(value), value).toBe(false);
    expect(normaliseSriLankanPhone(value), value).toBeNull();
  }
});

test('valid numbers pass the validator', () => {
  expect(isSriLankanPhone('071 234 5678')).toBe(true);
  expect(isSriLankanPhone('+94 71 234 5678')).toBe(true);
});
