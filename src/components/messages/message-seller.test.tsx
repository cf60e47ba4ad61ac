import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { buildVehicle } from '@/testing/test-vehicle';
import { MessageSeller } from './message-seller';

afterEach(leaveServerMode);

const vehicle = buildVehicle({ id: 'honda-dio-1', title: 'Honda Dio' });
const ad = { adId: vehicle.id, title: vehicle.title };

test('on a static host there is no one to deliver to: Message seller is not offered', () => {
  renderWithProviders(<MessageSeller {...ad} />);
  expect(screen.queryByRole('button', { name: /Message seller/ })).not.toBeInTheDocument();
});

test('the seeded samples and sold ads have no seller to write to', () => {
  serveApi();
  renderWithProviders(<MessageSeller {...ad} sample />);
  renderWithProviders(<MessageSeller {...ad} sold />);
  expect(screen.queryByRole('button', { name: /Message seller/ })).not.toBeInTheDocument();
});

test('on the server a buyer writes without an account and gets the private link once', async () => {
  const user = userEvent.setup({ delay: null });
  serveApi();
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { text: string; key: string };
    return jsonReply(201, {
      threadId: 'T'.repeat(22),
      token: 'b'.repeat(24),
      message: {
        id: '1',
        threadId: 'T'.repeat(22),
        from: 'buyer',
        text: body.text,
        sentAt: '2026-11-20T10:00:00.000Z',
        warnings: [],
        held: false,
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<MessageSeller {...ad} />, { lang: 'si' });
  await user.click(screen.getByRole('button', { name: /විකුණුම්කරුට පණිවිඩයක් යවන්න/ }));
  await user.type(await screen.findByRole('textbox', { name: 'ඔබේ පණිවිඩය' }), 'තවම තියෙනවද?');
  await user.click(screen.getByRole('button', { name: 'පණිවිඩය යවන්න' }));
  expect(await screen.findByRole('heading', { name: 'ඔබේ පණිවිඩය යැව්වා' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'ඔබේ පෞද්ගලික සංවාද සබැඳිය' })).toHaveValue(
    `${window.location.origin}/si/messages/${'T'.repeat(22)}#${'b'.repeat(24)}`,
  );
  expect(screen.getByRole('link', { name: 'මගේ WhatsApp එකට යවන්න' })).toHaveAttribute(
    'href',
    expect.stringContaining(encodeURIComponent(`#${'b'.repeat(24)}`)),
  );
  expect(fetch).toHaveBeenCalledWith(
    '/api/vehicles/honda-dio-1/threads',
    expect.objectContaining({ method: 'POST' }),
  );
  // Kept on this device: the Messages page lists it.
  expect(localStorage.getItem('bikebazaar.messageThreads_v1')).toContain('b'.repeat(24));
});

test("a part's seller is written to under /api/items, with the part's title kept for the buyer", async () => {
  const user = userEvent.setup({ delay: null });
  serveApi();
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { text: string };
    return jsonReply(201, {
      threadId: 'P'.repeat(22),
      token: 'c'.repeat(24),
      message: {
        id: '1',
        threadId: 'P'.repeat(22),
        from: 'buyer',
        text: body.text,
        sentAt: '2026-11-20T10:00:00.000Z',
        warnings: [],
        held: false,
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<MessageSeller adId="part-brake-pads-1" title="Brake pads, Pulsar" />, {
    lang: 'ta',
  });
  await user.click(screen.getByRole('button', { name: /விற்பனையாளருக்குத் தகவல் அனுப்பு/ }));
  const box = await screen.findByRole('textbox', { name: 'உங்கள் தகவல்' });
  // The example speaks of the item, not of a bike.
  expect(box).toHaveAttribute('placeholder', 'இது இன்னும் விற்பனைக்கு உள்ளதா? எங்கே வந்து பார்க்கலாம்?');
  await user.type(box, 'Original pads?');
  await user.click(screen.getByRole('button', { name: 'தகவலை அனுப்பு' }));
  await screen.findByRole('link', { name: /WhatsApp/ });
  expect(fetch).toHaveBeenCalledWith(
    '/api/items/part-brake-pads-1/threads',
    expect.objectContaining({ method: 'POST' }),
  );
  const stored = localStorage.getItem('bikebazaar.messageThreads_v1') ?? '';
  expect(stored).toContain('part-brake-pads-1');
  expect(stored).toContain('Brake pads, Pulsar');
});
