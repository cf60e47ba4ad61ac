import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import { buildVehicle } from '@/testing/test-vehicle';
import { LeasingCard } from './leasing-card';

function renderCard(price: number | null = 450_000, lang: 'en' | 'si' | 'ta' = 'en') {
  return renderWithProviders(<LeasingCard vehicle={buildVehicle({ price })} />, { lang });
}

/** The field once the live form has replaced the server's read-only one. */
function liveField(label: string) {
  return waitFor(() => {
    const field = screen.getByLabelText(label);
    expect(field).not.toHaveAttribute('readonly');
    return field;
  });
}

test('user sees the instalment for half down over 36 months, and why half', async () => {
  renderCard();
  expect(screen.getByRole('heading', { name: 'Leasing calculator' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Down payment (Rs)')).toHaveValue('225000');
  expect(screen.getByText(/at most 50% of a motorcycle's value/)).toHaveTextContent(
    'so the down payment is at least Rs: 225,000.',
  );
  expect(screen.getByText(/Rules as of 2025-11-08/)).toHaveTextContent(
    'Central Bank of Sri Lanka, Directions No. 03 of 2025',
  );
  // 225,000 at 14% reducing balance over 36 months.
  expect(screen.getByText('Monthly instalment').nextSibling).toHaveTextContent('Rs: 7,690');
});

test('user changes the term, the rate and the method; the sums follow', async () => {
  const user = userEvent.setup({ delay: null });
  renderCard();
  const months = await liveField('Term (months)');
  await user.clear(months);
  await user.type(months, '12');
  const rate = screen.getByLabelText('Yearly interest rate (%)');
  await user.clear(rate);
  await user.type(rate, '12');
  await user.selectOptions(screen.getByLabelText('Interest worked out on'), 'Flat rate');
  // 225,000 at 12% flat for a year: 27,000 interest, 21,000 a month.
  expect(screen.getByText('Monthly instalment').nextSibling).toHaveTextContent('Rs: 21,000');
  expect(screen.getByText('Total interest').nextSibling).toHaveTextContent('Rs: 27,000');
  expect(screen.getByText('Total cost').nextSibling).toHaveTextContent('Rs: 477,000');
});

test('absurd entries are refused in the field with a message', async () => {
  const user = userEvent.setup({ delay: null });
  renderCard();
  const down = await liveField('Down payment (Rs)');
  for (const [typed, message] of [
    ['-5', "At least Rs: 225,000: the Central Bank's limit."],
    ['1e12', 'Enter a number, in figures.'],
    ['1000000000000', 'No more than the price, Rs: 450,000.'],
    ['lots', 'Enter a number, in figures.'],
  ] as const) {
    await user.clear(down);
    await user.type(down, typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Monthly instalment').nextSibling).toHaveTextContent('—');
  }
  await user.clear(down);
  expect(await screen.findByText('Enter a number, in figures.')).toBeInTheDocument();
  const months = screen.getByLabelText('Term (months)');
  await user.clear(months);
  await user.type(months, '61');
  expect(await screen.findByText('Whole months, from 12 to 60.')).toBeInTheDocument();
});

test('no calculator for an ad without a price; Sinhala and Tamil have their own', async () => {
  renderCard(null);
  expect(screen.queryByRole('heading', { name: 'Leasing calculator' })).not.toBeInTheDocument();
  renderCard(450_000, 'si');
  expect(screen.getByRole('heading', { name: 'ලීසිං ගණකය' })).toBeInTheDocument();
  expect(await screen.findByLabelText('මූලික ගෙවීම (රු.)')).toHaveValue('225000');
});

test.each([
  {
    lang: 'si' as const,
    labels: ['මූලික ගෙවීම (රු.)', 'කාලය (මාස)', 'වාර්ෂික පොලී අනුපාතය (%)'],
    messages: {
      number: 'ඉලක්කම්වලින් අංකයක් ඇතුළත් කරන්න.',
      downMin: 'අවම වශයෙන් රු. 225,000: මහ බැංකු සීමාව.',
      downMax: 'මිලට වඩා වැඩි විය නොහැක: රු. 450,000.',
      rate: '0 සිට 60% දක්වා අනුපාතයක්.',
    },
  },
  {
    lang: 'ta' as const,
    labels: ['முற்பணம் (ரூ.)', 'காலம் (மாதங்கள்)', 'வருடாந்த வட்டி வீதம் (%)'],
    messages: {
      number: 'இலக்கங்களில் மட்டும் எழுதுங்கள்.',
      downMin: 'குறைந்தபட்சம் ரூ. 225,000: மத்திய வங்கியின் வரம்பு.',
      downMax: 'விலையை விட அதிகமாக இருக்க முடியாது: ரூ. 450,000.',
      rate: '0 முதல் 60% வரையான வீதம்.',
    },
  },
])('in $lang, absurd entries are refused in the field in that language', async (page) => {
  const user = userEvent.setup({ delay: null });
  renderCard(450_000, page.lang);
  const [downLabel, monthsLabel, rateLabel] = page.labels as [string, string, string];
  const down = await liveField(downLabel);
  for (const [typed, message] of [
    ['-5', page.messages.downMin],
    ['1e12', page.messages.number],
    ['1000000000000', page.messages.downMax],
    ['lots', page.messages.number],
    ['', page.messages.number],
  ] as const) {
    await user.clear(down);
    if (typed) await user.type(down, typed);
    await waitFor(() => expect(down).toHaveAccessibleDescription(message));
    expect(down).toHaveAttribute('aria-invalid', 'true');
  }
  const months = screen.getByLabelText(monthsLabel);
  await user.clear(months);
  await user.type(months, 'x');
  await waitFor(() => expect(months).toHaveAccessibleDescription(page.messages.number));
  const rate = screen.getByLabelText(rateLabel);
  await user.clear(rate);
  await user.type(rate, '-1');
  await waitFor(() => expect(rate).toHaveAccessibleDescription(new RegExp(page.messages.rate)));
});
