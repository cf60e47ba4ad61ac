import { screen } from '@testing-library/react';
import { keepPublishedAd } from '@/lib/own-ads/store';
import { renderWithProviders } from '@/testing/render-app';
import { leaveServerMode, serveApi } from '@/testing/server-mode';
import { buildVehicle } from '@/testing/test-vehicle';
import { SuccessCard } from './success-card';

beforeEach(() => serveApi());
afterEach(leaveServerMode);

const TOKEN = 'abcdefghijklmnopqrstuvwx';

test('a published ad says every visitor can find it, with its public link', async () => {
  const vehicle = buildVehicle({ id: 'live-1' });
  keepPublishedAd(vehicle, TOKEN);
  renderWithProviders(<SuccessCard vehicle={vehicle} onAddAnother={() => undefined} />);
  expect(
    await screen.findByRole('heading', { name: 'Your ad is posted', level: 2 }),
  ).toBeInTheDocument();
  expect(screen.getByText(/every visitor can now find it/)).toBeInTheDocument();
  expect(screen.getByText("Your ad's page")).toBeInTheDocument();
});

test('in Tamil: a held ad says it waits for a check, why, and what happens next', async () => {
  const vehicle = buildVehicle({ id: 'held-1' });
  keepPublishedAd(vehicle, TOKEN, 'copied_photo');
  renderWithProviders(<SuccessCard vehicle={vehicle} onAddAnother={() => undefined} />, {
    lang: 'ta',
  });
  expect(
    await screen.findByRole('heading', {
      name: 'உங்கள் விளம்பரம் சரிபார்ப்புக்காகக் காத்திருக்கிறது',
      level: 2,
    }),
  ).toBeInTheDocument();
  expect(screen.getByText(/வேறொரு விற்பனையாளரின் விளம்பரத்திலுள்ள படத்தைப் போல்/)).toBeInTheDocument();
  expect(screen.getByText(/இது பொதுவாக ஒரு நாளுக்குள் முடியும்/)).toBeInTheDocument();
  expect(screen.queryByText(/இப்போது எல்லோரும் இதைக் காணலாம்/)).toBeNull();
  expect(screen.queryByText('உங்கள் விளம்பரப் பக்கம்')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'உங்கள் தனிப்பட்ட நிர்வாக இணைப்பு' })).toBeInTheDocument();
});
