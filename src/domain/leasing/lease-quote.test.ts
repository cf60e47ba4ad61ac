// @vitest-environment node
import { leaseQuote, monthlyInstalment } from './lease-quote';
import { LOAN_TO_VALUE_RULES, minimumDownPayment, vehicleKindOf } from './loan-to-value';

test('reducing balance: 100,000 at 12% over 12 months is 8,884.88 a month', () => {
  expect(
    leaseQuote({ price: 100_000, downPayment: 0, months: 12, yearlyRate: 12, method: 'reducing' }),
  ).toEqual({ loan: 100_000, monthly: 8_884.88, totalInterest: 6_618.55, totalCost: 106_618.55 });
});

test('reducing balance: 1,000,000 at 10% over 60 months is 21,247.04 a month', () => {
  expect(monthlyInstalment(1_000_000, 10, 60, 'reducing')).toBeCloseTo(21_247.04, 2);
});

test('flat rate: interest on the whole loan for the whole term', () => {
  // 300,000 at 10% flat for two years: 60,000 interest, 15,000 a month.
  expect(
    leaseQuote({
      price: 500_000,
      downPayment: 200_000,
      months: 24,
      yearlyRate: 10,
      method: 'flat',
    }),
  ).toEqual({ loan: 300_000, monthly: 15_000, totalInterest: 60_000, totalCost: 560_000 });
  expect(monthlyInstalment(100_000, 12, 12, 'flat')).toBeCloseTo(9_333.33, 2);
});

test('a flat rate costs more than the same reducing rate', () => {
  const flat = leaseQuote({
    price: 450_000,
    downPayment: 225_000,
    months: 36,
    yearlyRate: 14,
    method: 'flat',
  });
  const reducing = leaseQuote({
    price: 450_000,
    downPayment: 225_000,
    months: 36,
    yearlyRate: 14,
    method: 'reducing',
  });
  expect(flat.totalInterest).toBe(94_500);
  expect(reducing.totalInterest).toBeLessThan(flat.totalInterest);
});

test('no interest and nothing borrowed', () => {
  expect(monthlyInstalment(240_000, 0, 24, 'reducing')).toBe(10_000);
  expect(
    leaseQuote({
      price: 300_000,
      downPayment: 300_000,
      months: 12,
      yearlyRate: 14,
      method: 'reducing',
    }),
  ).toEqual({ loan: 0, monthly: 0, totalInterest: 0, totalCost: 300_000 });
});

test('the cap for motorcycles leaves half the price as the least down payment', () => {
  expect(LOAN_TO_VALUE_RULES.asOf).toBe('2025-11-08');
  expect(LOAN_TO_VALUE_RULES.source).toMatch(/Directions No\. 03 of 2025/);
  const cap = LOAN_TO_VALUE_RULES.caps[vehicleKindOf('scooters')];
  expect(cap).toBe(0.5);
  expect(minimumDownPayment(450_000, cap)).toBe(225_000);
  expect(minimumDownPayment(450_001, cap)).toBe(225_001);
  expect(minimumDownPayment(1_000_000, LOAN_TO_VALUE_RULES.caps.commercial)).toBe(300_000);
});
