// @vitest-environment node
import { site } from '@/config/site';
import { getDisplayPhone, getTelHref, getWhatsAppHref, toWhatsAppNumber } from './contact-links';

test('a leading 0 becomes the country code 94', () => {
  expect(toWhatsAppNumber('0771234567')).toBe('94771234567');
  expect(toWhatsAppNumber('077 123 4567')).toBe('94771234567');
});

test('a number already starting with 94 is kept, formatting stripped', () => {
  expect(toWhatsAppNumber('+94 77 123-4567')).toBe('94771234567');
  expect(toWhatsAppNumber('94771234567')).toBe('94771234567');
});

test('any other number gets 94 in front', () => {
  expect(toWhatsAppNumber('771234567')).toBe('94771234567');
});

test('a number in international form keeps its own country code', () => {
  expect(toWhatsAppNumber('0094 77 123 4567')).toBe('94771234567');
  expect(toWhatsAppNumber('+44 7700 900123')).toBe('447700900123');
  expect(toWhatsAppNumber('0044 7700 900123')).toBe('447700900123');
  expect(getTelHref('+44 7700 900123')).toBe('tel:+447700900123');
});

test('no phone, or no digits, uses the provider number', () => {
  expect(toWhatsAppNumber('')).toBe(site.whatsappNumber);
  expect(toWhatsAppNumber(null)).toBe(site.whatsappNumber);
  expect(toWhatsAppNumber('call me')).toBe(site.whatsappNumber);
  expect(getWhatsAppHref(undefined)).toBe(`https://wa.me/${site.whatsappNumber}`);
});

test('the chat link is a wa.me link, with an optional encoded message', () => {
  expect(getWhatsAppHref('0771234567')).toBe('https://wa.me/94771234567');
  expect(getWhatsAppHref('0771234567', 'Hi & bye')).toBe(
    'https://wa.me/94771234567?text=Hi%20%26%20bye',
  );
});

test('tel links are in +94 form, so they work from abroad; no phone calls the provider', () => {
  expect(getTelHref('077 123 4567')).toBe('tel:+94771234567');
  expect(getTelHref('0771234567')).toBe('tel:+94771234567');
  expect(getTelHref('+94 77 123 4567')).toBe('tel:+94771234567');
  expect(getTelHref('0094 (0)77 123-4567')).toBe('tel:+94771234567');
  expect(getTelHref('0044 7700 900123')).toBe('tel:+447700900123');
  expect(getTelHref('javascript:alert(1)')).toBe('tel:1');
  expect(getTelHref('')).toBe(site.phoneHref);
  expect(site.phoneHref).toMatch(/^tel:\+94\d{9}$/);
});

test('every Sri Lankan number shows in one format, the provider’s too; others as typed', () => {
  expect(getDisplayPhone(' 0771234567 ')).toBe('077 123 4567');
  expect(getDisplayPhone('+94 77 123-4567')).toBe('077 123 4567');
  expect(getDisplayPhone('077 123 4567')).toBe('077 123 4567');
  expect(getDisplayPhone('+44 7700 900123')).toBe('+44 7700 900123');
  expect(getDisplayPhone('')).toBe(site.phone);
  expect(getDisplayPhone(site.phone)).toBe(site.phone);
});
