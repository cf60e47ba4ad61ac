// @vitest-environment node
import { formatItemPrice, formatNumber, formatPostedDate, formatVehiclePrice } from './format';

const labels = { currency: 'Rs:', negotiable: 'Negotiable' };

test('vehicle prices read Rs: with en-LK grouping and no decimals', () => {
  expect(formatVehiclePrice(1_250_000, labels)).toBe('Rs: 1,250,000');
  expect(formatVehiclePrice(999.6, labels)).toBe('Rs: 1,000');
  expect(formatVehiclePrice(0, labels)).toBe('Rs: 0');
});

test('a null price reads Negotiable', () => {
  expect(formatVehiclePrice(null, labels)).toBe('Negotiable');
});

test('item prices read Rs. and the amount', () => {
  expect(formatItemPrice(4500, 'Rs.')).toBe('Rs. 4,500');
});

test('numbers use Western digits with thousands separators', () => {
  expect(formatNumber(12345678)).toBe('12,345,678');
  expect(formatNumber(999)).toBe('999');
  expect(formatNumber(1000)).toBe('1,000');
  expect(formatNumber(-1234.4)).toBe('-1,234');
  expect(formatNumber(0.4)).toBe('0');
});

test('numbers are grouped exactly as en-LK Intl formatting does', () => {
  const intl = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
  for (const value of [0, 7, 12, 123, 4500, 99_999, 1_250_000, 987_654_321, -42_000, 2 ** 53 + 10])
    expect(formatNumber(value)).toBe(intl.format(Math.round(value)));
});

test('posted dates read YYYY-MM-DD; invalid timestamps give null', () => {
  expect(formatPostedDate('2026-11-03T10:00:00')).toBe('2026-11-03');
  expect(formatPostedDate('not a date')).toBeNull();
});
