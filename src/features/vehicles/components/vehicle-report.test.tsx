import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasReported } from '@/lib/reported-ads';
import { renderWithProviders } from '@/testing/render-app';
import { VehicleReport } from './vehicle-report';
import { serveApi, jsonReply } from '@/testing/server-mode';

afterEach(() => {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  localStorage.clear();
});

const reply = jsonReply;

test('on a static host there is no Report button (no one to tell)', () => {
  renderWithProviders(<VehicleReport vehicleId="ad-1" />);
  expect(screen.queryByRole('button', { name: /Report this ad/ })).toBeNull();
});

test('a reason is required; the report is sent once and remembered in this browser', async () => {
  serveApi();
  const fetchSpy = vi.fn(async () => reply(201, { received: true, duplicate: false }));
  vi.stubGlobal('fetch', fetchSpy);
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderWithProviders(<VehicleReport vehicleId="ad-1" />);
  await user.click(screen.getByRole('button', { name: /Report this ad/ }));
  // The form's code loads on this first tap.
  await user.click(await screen.findByRole('button', { name: 'Send report' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason.');
  expect(fetchSpy).not.toHaveBeenCalled();

  await user.click(screen.getByRole('radio', { name: 'Fraud or scam' }));
  await user.type(
    screen.getByRole('textbox', { name: /Note for the moderators/ }),
    ' <b>fake</b> ',
  );
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  await screen.findByText('Thank you. Our moderators will look at this ad.');
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/vehicles/ad-1/reports');
  expect(JSON.parse(String(init.body))).toEqual({ reason: 'fraud', note: '<b>fake</b>' });
  expect(hasReported('ad-1')).toBe(true);

  unmount();
  renderWithProviders(<VehicleReport vehicleId="ad-1" />);
  expect(screen.getByText('You have already reported this ad. Thank you.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Report this ad/ })).toBeNull();
});

test('too many reports from one connection says so', async () => {
  serveApi();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply(429, { code: 'rate_limited', message: 'Too many' })),
  );
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<VehicleReport vehicleId="ad-2" />);
  await user.click(screen.getByRole('button', { name: /Report this ad/ }));
  await user.click(await screen.findByRole('radio', { name: 'Already sold' }));
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(/Many reports came from your connection/),
  );
  expect(hasReported('ad-2')).toBe(false);
});

test('in Sinhala: the reason, the note, the thanks and the already-reported line', async () => {
  serveApi();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply(201, { received: true, duplicate: false })),
  );
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderWithProviders(<VehicleReport vehicleId="ad-si" />, { lang: 'si' });
  await user.click(screen.getByRole('button', { name: /මෙම දැන්වීම වාර්තා කරන්න/ }));
  await user.click(await screen.findByRole('radio', { name: 'වංචාවක්' }));
  await user.type(screen.getByRole('textbox', { name: /පරීක්ෂකයින්ට සටහනක්/ }), 'අත්තිකාරම්');
  await user.click(screen.getByRole('button', { name: 'වාර්තාව යවන්න' }));
  const thanks = 'ස්තූතියි. අපගේ පරීක්ෂකයින් මෙම දැන්වීම පරීක්ෂා කරනු ඇත.';
  await screen.findAllByText(thanks);
  await user.click(screen.getByRole('button', { name: 'වසන්න' }));
  expect(screen.getByRole('status')).toHaveTextContent(thanks);

  unmount();
  renderWithProviders(<VehicleReport vehicleId="ad-si" />, { lang: 'si' });
  expect(screen.getByText('ඔබ දැනටමත් මෙම දැන්වීම වාර්තා කර ඇත. ස්තූතියි.')).toBeInTheDocument();
});
