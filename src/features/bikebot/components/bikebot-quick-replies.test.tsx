import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { REPLY_DELAY_MS } from '../bikebot-script';
import BikeBotWidget from './bikebot-widget';

afterEach(() => {
  vi.useRealTimers();
});

function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Chat with BikeBot' }));
  return screen.getByRole('dialog', { name: 'BikeBot' });
}

test('quick replies answer with their reply, and the support reply links a phone call', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />);
  const dialog = openChat();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Contact support' }));
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(within(dialog).getByText(/Support hours: 9:00 AM-8:00 PM, Mon-Sat/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    expect.stringMatching(/^tel:/),
  );
});

test('in Sinhala a quick reply and a Singlish question get Sinhala answers', () => {
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />, { lang: 'si', route: '/si/' });
  fireEvent.click(screen.getByRole('button', { name: 'BikeBot සමඟ කතාබස් කරන්න' }));
  const dialog = screen.getByRole('dialog', { name: 'BikeBot' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'අමතර කොටස්' }));
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(within(dialog).getByText(/අමතර කොටස්වල සාමාන්‍ය මිල: රු\. 500-50,000/)).toBeInTheDocument();

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'ඔබේ පණිවිඩය' }), {
    target: { value: 'helmet eka kiyada?' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'යවන්න' }));
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  expect(
    within(dialog).getByText(/ආරක්ෂක උපකරණවල සාමාන්‍ය මිල: රු\. 2,000-80,000/),
  ).toBeInTheDocument();
});
