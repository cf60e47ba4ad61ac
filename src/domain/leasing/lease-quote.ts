/** Sri Lankan lenders quote both: interest on the whole loan (flat) or on what is still owed. */
export const rateMethods = ['reducing', 'flat'] as const;
export type RateMethod = (typeof rateMethods)[number];

export const LEASE_LIMITS = { minMonths: 12, maxMonths: 60, maxYearlyRate: 60 } as const;

export type LeaseInput = {
  price: number;
  downPayment: number;
  months: number;
  yearlyRate: number;
  method: RateMethod;
};

export type LeaseQuote = {
  loan: number;
  monthly: number;
  totalInterest: number;
  totalCost: number;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** The monthly instalment on `loan` over `months`; flat: interest on the whole loan each year. */
export function monthlyInstalment(
  loan: number,
  yearlyRate: number,
  months: number,
  method: RateMethod,
): number {
  if (loan <= 0 || months <= 0) return 0;
  if (method === 'flat') return (loan + (loan * yearlyRate * months) / 1200) / months;
  const monthlyRate = yearlyRate / 1200;
  if (monthlyRate === 0) return loan / months;
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

export function leaseQuote(input: LeaseInput): LeaseQuote {
  const loan = Math.max(0, input.price - input.downPayment);
  const monthly = monthlyInstalment(loan, input.yearlyRate, input.months, input.method);
  const repaid = monthly * input.months;
  return {
    loan,
    monthly: cents(monthly),
    totalInterest: cents(repaid - loan),
    totalCost: cents(input.downPayment + repaid),
  };
}
