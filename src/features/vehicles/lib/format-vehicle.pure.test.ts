// @vitest-environment node
import { formatItemPrice, formatPostedDate, formatVehiclePrice } from '@/i18n/format';
import { formatEngine, formatMileage, orDash } from './format-vehicle';

const labels = { dash: '—', km: (n: string) => `${n} km`, cc: (n: string) => `${n} cc` };

test('vehicle prices read Rs: with en-LK grouping and no decimals, or Negotiable', () => {
  const price = { currency: 'Rs:', negotiable: 'Negotiable' };
  expect(formatVehiclePrice(1250000, price)).toBe('Rs: 1,250,000');
  expect(formatVehiclePrice(1250000.6, price)).toBe('Rs: 1,250,001');
  expect(formatVehiclePrice(0, price)).toBe('Rs: 0');
  expect(formatVehiclePrice(null, price)).toBe('Negotiable');
  expect(formatItemPrice(4500, 'Rs.')).toBe('Rs. 4,500');
});

test('posted dates are YYYY-MM-DD', () => {
  expect(formatPostedDate('2026-11-19T10:15:00+05:30')).toMatch(/^2026-11-(18|19)$/);
  expect(formatPostedDate('2026-01-05T12:00:00Z')).toBe('2026-01-05');
  expect(formatPostedDate('nonsense')).toBeNull();
});

test('mileage and engine use km and cc, with a dash when missing', () => {
  expect(formatMileage(12000, labels)).toBe('12,000 km');
  expect(formatMileage(0, labels)).toBe('0 km');
  expect(formatMileage(null, labels)).toBe('—');
  expect(formatEngine(149, labels)).toBe('149 cc');
  expect(formatEngine(null, labels)).toBe('—');
});

test('missing text shows a dash, never null', () => {
  expect(orDash(null, '—')).toBe('—');
  expect(orDash(undefined, '—')).toBe('—');
  expect(orDash('  ', '—')).toBe('—');
  expect(orDash('Manual', '—')).toBe('Manual');
  expect(orDash(2020, '—')).toBe('2020');
});
