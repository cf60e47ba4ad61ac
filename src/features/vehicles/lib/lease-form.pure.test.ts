// @vitest-environment node
import { leaseFormSchema, leaseSetup } from './lease-form';

const setup = leaseSetup(450_000, 'scooters');
const schema = leaseFormSchema(setup.price, setup.minDown);
const errorOf = (field: string, value: string) => {
  const result = schema.safeParse({ ...setup.defaults, [field]: value });
  return result.success ? null : result.error.issues[0]?.message;
};

test('a motorcycle starts at half its price down, 36 months, the table rate, reducing balance', () => {
  expect(setup.cap).toBe(0.5);
  expect(setup.defaults).toEqual({
    downPayment: '225000',
    months: '36',
    yearlyRate: '14',
    method: 'reducing',
  });
  expect(schema.parse(setup.defaults)).toEqual({
    downPayment: 225_000,
    months: 36,
    yearlyRate: 14,
    method: 'reducing',
  });
});

test('figures may carry commas and spaces', () => {
  expect(schema.parse({ ...setup.defaults, downPayment: ' 300,000 ' }).downPayment).toBe(300_000);
});

test('absurd entries are refused with the message for the field', () => {
  expect(errorOf('downPayment', '')).toBe('number');
  expect(errorOf('downPayment', 'lots')).toBe('number');
  expect(errorOf('downPayment', '1e12')).toBe('number');
  expect(errorOf('downPayment', '-5')).toBe('downMin');
  expect(errorOf('downPayment', '224999')).toBe('downMin');
  expect(errorOf('downPayment', '1000000000000')).toBe('downMax');
  expect(errorOf('downPayment', '450000')).toBeNull();
  expect(errorOf('months', '11')).toBe('months');
  expect(errorOf('months', '61')).toBe('months');
  expect(errorOf('months', '24.5')).toBe('months');
  expect(errorOf('months', 'twelve')).toBe('number');
  expect(errorOf('months', '60')).toBeNull();
  expect(errorOf('yearlyRate', '-1')).toBe('rate');
  expect(errorOf('yearlyRate', '1e12')).toBe('number');
  expect(errorOf('yearlyRate', '61')).toBe('rate');
  expect(errorOf('yearlyRate', '0')).toBeNull();
  expect(errorOf('yearlyRate', '13.5')).toBeNull();
});
