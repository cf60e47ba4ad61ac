import { act, fireEvent, screen, within } from '@testing-library/react';
import { addOwnAd } from '@/lib/own-ads/store';
import { renderWithProviders } from '@/testing/render-app';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { buildAd } from '@/testing/test-vehicle';
import { REPLY_DELAY_MS } from '../bikebot-script';
import BikeBotWidget from './bikebot-widget';

afterEach(() => {
  vi.useRealTimers();
  leaveServerMode();
});

function ask(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Chat with BikeBot' }));
  const dialog = screen.getByRole('dialog', { name: 'BikeBot' });
  const input = within(dialog).getByRole('textbox', { name: 'Your message' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
  return dialog;
}

test('on the marketplace a list link counts what the server lists, plus this browser’s unpublished ads', async () => {
  serveApi();
  // One ad posted here that the server does not list yet: the list merges it, so the count does.
  addOwnAd(buildAd({ id: 'mine-1', type: 'scooters', make: 'Honda', model: 'Dio' }));
  let answer: (value: Response) => void = () => undefined;
  const fetchSpy = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />);
  const dialog = ask('honda scooter');
  vi.useRealTimers();
  // No number before the server answers: never one the list would contradict.
  expect(within(dialog).getByRole('link', { name: 'Honda Scooters' })).toHaveAttribute(
    'href',
    '/browse/scooters?make=Honda',
  );
  await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  const url = String(fetchSpy.mock.calls[0]![0 as never]);
  expect(url).toMatch(/^\/api\/vehicles\?/);
  expect(new URL(url, 'http://x').searchParams.get('type')).toBe('scooters');
  expect(new URL(url, 'http://x').searchParams.get('make')).toBe('Honda');
  await act(async () => answer(jsonReply(200, { items: [], total: 7, nextCursor: null })));
  expect(await within(dialog).findByRole('link', { name: 'Honda Scooters (8)' })).toBeVisible();
});

test('on a static host it counts the samples and this browser’s ads, as the list does', () => {
  vi.stubGlobal('fetch', vi.fn());
  vi.useFakeTimers();
  renderWithProviders(<BikeBotWidget />);
  const dialog = ask('honda scooter');
  expect(within(dialog).getByRole('link', { name: /^Honda Scooters \(\d+\)$/ })).toBeVisible();
  expect(fetch).not.toHaveBeenCalled();
});
