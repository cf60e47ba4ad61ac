import { getTelHref, getWhatsAppHref } from './contact-links';

test('a leading 0 becomes 94', () => {
  expect(getWhatsAppHref('077 123 4567')).toBe('https://wa.me/94771234567');
});

test('a number starting with 94 is kept', () => {
  expect(getWhatsAppHref('+94 77 123 4567')).toBe('https://wa.me/94771234567');
});

test('other numbers get 94 prefixed', () => {
  expect(getWhatsAppHref('771234567')).toBe('https://wa.me/94771234567');
});

test('only digits are kept', () => {
  expect(getWhatsAppHref('(077)-123.4567')).toBe('https://wa.me/94771234567');
});

test('tel links keep digits and a plus sign', () => {
  expect(getTelHref('077 123 4567')).toBe('tel:0771234567');
  expect(getTelHref('+94 77 123 4567')).toBe('tel:+94771234567');
});
