/** Buyer tools on ads and cards: the fair-price badge and the leasing calculator. */
export const buyer = {
  fairPrice: {
    good: 'Good price',
    fair: 'Fair price',
    above: 'Above market',
    /** low and high: the middle half of the comparables' prices (25th to 75th percentile). */
    explanation: 'Based on {{n}} similar ads from the last 6 months: {{low}} – {{high}}',
    how: 'Similar ads: the same make and model, a year older or newer, with a price, still for sale.',
  },
  leasing: {
    title: 'Leasing calculator',
    intro: 'See the monthly instalment, the interest and the total cost of leasing this bike.',
    downPayment: 'Down payment (Rs)',
    months: 'Term (months)',
    yearlyRate: 'Yearly interest rate (%)',
    rateHint: "A typical rate: change it to your lender's quote.",
    method: 'Interest worked out on',
    reducing: 'Reducing balance',
    flat: 'Flat rate',
    loan: 'Loan',
    monthly: 'Monthly instalment',
    totalInterest: 'Total interest',
    totalCost: 'Total cost',
    capReason:
      "The Central Bank lets lenders finance at most {{percent}}% of a motorcycle's value, so the down payment is at least {{amount}}.",
    centralBankSource: 'Central Bank of Sri Lanka, Directions No. 03 of 2025',
    rulesAsOf: 'Rules as of {{date}}: {{source}}.',
    estimate: "An estimate: your lender's offer decides.",
    errors: {
      number: 'Enter a number, in figures.',
      downMin: "At least {{amount}}: the Central Bank's limit.",
      downMax: 'No more than the price, {{amount}}.',
      months: 'Whole months, from 12 to 60.',
      rate: 'A rate from 0 to 60%.',
    },
  },
};
