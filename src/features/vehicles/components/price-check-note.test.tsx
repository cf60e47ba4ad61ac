import { screen } from '@testing-library/react';
import { addOwnAd, clearOwnAds } from '@/lib/own-ads/store';
import { renderWithProviders } from '@/testing/render-app';
import { buildAd } from '@/testing/test-vehicle';
import { VehicleDetailPage } from './vehicle-detail-page';

beforeEach(() => clearOwnAds());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function postNtorqs(prices: number[]) {
  prices.forEach((price, i) =>
    addOwnAd(
      buildAd({
        id: `ntorq-${i}`,
        title: `TVS Ntorq 125 no. ${i}`,
        make: 'TVS',
        model: 'Ntorq 125',
        year: 2020,
        price,
        postedAt: daysAgo(1),
      }),
    ),
  );
}

function renderAd(id: string, lang: 'en' | 'ta' = 'en') {
  return renderWithProviders(<VehicleDetailPage id={id} />, { lang });
}

test("on a static host the badge is judged among this browser's ads, by the same rule", () => {
  postNtorqs([380_000, 400_000, 420_000, 450_000, 470_000, 500_000, 520_000]);
  renderAd('ntorq-0');
  expect(screen.getByText('Good price')).toBeInTheDocument();
  expect(
    screen.getByText('Based on 6 similar ads from the last 6 months: Rs: 427,500 – Rs: 492,500'),
  ).toBeInTheDocument();
});

test('the dearest is above market, in Tamil too', () => {
  postNtorqs([380_000, 400_000, 420_000, 450_000, 470_000, 500_000, 520_000]);
  renderAd('ntorq-6', 'ta');
  expect(screen.getByText('சந்தை விலைக்கு மேல்')).toBeInTheDocument();
});

test('with fewer than five comparables there is no badge at all', () => {
  postNtorqs([380_000, 400_000, 420_000, 450_000, 470_000]);
  renderAd('ntorq-0');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TVS Ntorq 125 no. 0');
  expect(screen.queryByText(/Good price|Fair price|Above market/)).not.toBeInTheDocument();
});
