import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxEntry } from '@/lib/own-ads/outbox/outbox-entry';
import { useOutbox } from '@/lib/own-ads/outbox/use-outbox';
import { renderWithProviders } from '@/testing/render-app';
import { buildAd, buildAdForm } from '@/testing/test-vehicle';
import OutboxPanel from './outbox-panel';

vi.mock('@/lib/own-ads/outbox/use-outbox', () => ({ useOutbox: vi.fn() }));

const entry = (overrides: Partial<OutboxEntry>): OutboxEntry =>
  ({
    kind: 'vehicle',
    showPhone: true,
    key: 'k1',
    createdAt: '2026-11-01T00:00:00.000Z',
    apiBase: '/api',
    values: buildAdForm({ make: 'Honda', model: 'Dio', title: '' }),
    images: { hero: null, gallery: [] },
    honeypot: '',
    state: 'waiting',
    claimedAt: null,
    error: null,
    errorFile: null,
    published: null,
    settled: false,
    ...overrides,
  }) as OutboxEntry;

test('ads posted offline say they wait, then that they are published, with a manage link and OK', async () => {
  const remove = vi.fn(() => Promise.resolve());
  vi.mocked(useOutbox).mockReturnValue({
    entries: [
      entry({ key: 'waiting' }),
      entry({
        key: 'done',
        values: buildAdForm({ make: 'Bajaj', model: 'Pulsar', title: '' }),
        state: 'published',
        published: {
          vehicle: buildAd({ id: 'ad-9', make: 'Bajaj', model: 'Pulsar' }),
          manageToken: 'T'.repeat(24),
        },
      }),
    ],
    retry: vi.fn(),
    remove,
  });
  renderWithProviders(<OutboxPanel />);
  const panel = screen.getByRole('region', { name: 'Ads posted offline' });
  const [waiting, published] = within(panel).getAllByRole('listitem');
  expect(waiting).toHaveTextContent('“Honda Dio” is waiting for a connection.');
  expect(within(waiting!).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  expect(published).toHaveTextContent('“Bajaj Pulsar” is published.');
  expect(within(published!).getByRole('link', { name: 'Manage this ad' })).toHaveAttribute(
    'href',
    `/manage/ad-9#${'T'.repeat(24)}`,
  );
  await userEvent
    .setup({ delay: null })
    .click(within(published!).getByRole('button', { name: 'OK' }));
  expect(remove).toHaveBeenCalledWith('done');
});

test('in Sinhala: an ad the marketplace holds for a check says so, with its manage link and no "View ad"', () => {
  vi.mocked(useOutbox).mockReturnValue({
    entries: [
      entry({
        key: 'held',
        state: 'published',
        published: {
          vehicle: { ...buildAd({ id: 'ad-7' }), status: 'held', heldBecause: 'copied_photo' },
          manageToken: 'T'.repeat(24),
        },
      }),
    ],
    retry: vi.fn(),
    remove: vi.fn(),
  });
  renderWithProviders(<OutboxPanel />, { lang: 'si' });
  const [held] = screen.getAllByRole('listitem');
  expect(held).toHaveTextContent(
    '“Honda Dio” ගැනුම්කරුවන්ට පෙන්වීමට පෙර අපගේ පරීක්ෂකයින්ගේ පරීක්ෂාව සඳහා රැඳී සිටී.',
  );
  expect(held).not.toHaveTextContent('පළ කළා');
  expect(within(held!).getByRole('link', { name: 'මෙම දැන්වීම කළමනාකරණය කරන්න' })).toHaveAttribute(
    'href',
    `/si/manage/ad-7#${'T'.repeat(24)}`,
  );
  expect(within(held!).getAllByRole('link')).toHaveLength(1);
});
