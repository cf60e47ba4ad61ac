import { screen } from '@testing-library/react';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { vehicles as si } from '@/i18n/locales/si/vehicles';
import { vehicles as ta } from '@/i18n/locales/ta/vehicles';
import { vehicleLoader as loader } from '@/features/vehicles/api/page-loaders';
import { renderWithProviders } from '@/testing/render-app';
import { buildAd, buildVehicle } from '@/testing/test-vehicle';
import { VehicleDetailPage } from './vehicle-detail-page';

let meta: HTMLMetaElement;
beforeEach(() => {
  localStorage.clear();
  meta = Object.assign(document.createElement('meta'), { name: 'app-api', content: '/api' });
  document.head.append(meta);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  meta.remove();
});

/** Opened within the app on the marketplace server: the page's loader asks the API. */
const renderDetail = (id: string, lang: 'en' | 'si' | 'ta' = 'en') =>
  renderWithProviders(<VehicleDetailPage id={id} />, {
    lang,
    loader,
    route: `/vehicle/${id}`,
    path: '/vehicle/:id',
  });
const slow = { timeout: 10_000 };
const unreachable = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );

test('an ad seen before shows its saved copy, dated, when the server cannot be reached', async () => {
  const ad = buildAd({ id: 'srv-1', make: 'Honda', model: 'Dio' });
  const title = vehicleTitle(buildVehicle(ad), '');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(ad)),
  );
  const first = renderDetail('srv-1');
  expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
  first.unmount();

  unreachable();
  const today = new Date().toISOString().slice(0, 10);
  for (const [lang, texts] of [
    ['en', { unreachable: "Can't reach BikeBazaar right now" }],
    ['si', si.server],
    ['ta', ta.server],
  ] as const) {
    const { unmount } = renderDetail('srv-1', lang);
    expect(await screen.findByText(texts.unreachable, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(texts.unreachable).closest('[role="status"]')).toHaveTextContent(today);
    expect(screen.queryByText('Listing not found')).not.toBeInTheDocument();
    unmount();
  }
});

test('an ad never opened here says the server cannot be reached, in the page language', async () => {
  unreachable();
  renderDetail('never-seen', 'ta');
  expect(
    await screen.findByRole('heading', { level: 1, name: ta.server.unreachable }, slow),
  ).toBeInTheDocument();
  expect(screen.getByText(ta.server.noCopy)).toBeInTheDocument();
  expect(screen.queryByText('Listing not found')).not.toBeInTheDocument();
  expect(screen.queryByText(/unknown/i)).not.toBeInTheDocument();
});
