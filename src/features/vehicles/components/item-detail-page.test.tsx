import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemAd, PartAd } from '@/domain/listings/item-schema';
import type { PageData } from '@/lib/page-data';
import { itemLoader as loader } from '@/features/vehicles/api/page-loaders';
import { renderWithProviders } from '@/testing/render-app';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';
import { ItemFitment } from './item-cards';
import { ItemDetailPage } from './item-detail-page';

const part: PartAd = {
  kind: 'part',
  id: 'part-brake-pads-1',
  title: 'Brake pads (front), Pulsar',
  price: 2500,
  brand: 'Bajaj',
  description: 'Genuine pads.',
  location: 'Kandy',
  postedAt: '2026-11-20T04:00:00.000Z',
  phone: '0771234567',
  image: '',
  gallery: [],
  soldAt: null,
  category: 'brakes',
  condition: 'new',
  partNumber: 'JF-151',
  fitsAnyBike: false,
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 }],
  carriesNumber: false,
};

const helmet: ItemAd = {
  kind: 'gear',
  id: 'gear-helmet-1',
  title: 'Full-face helmet',
  price: null,
  brand: 'Studds',
  description: null,
  location: 'Colombo',
  postedAt: '2026-11-21T04:00:00.000Z',
  phone: '0712345678',
  image: '',
  gallery: [],
  soldAt: null,
  category: 'helmets',
  condition: 'used',
  size: 'M',
  helmetCm: 58,
  helmetType: 'full',
  slsMark: false,
};

/** As the server renders the page: its data in the page, its origin named. */
function renderPage(ad: ItemAd | null, lang: 'en' | 'si' | 'ta' = 'en', data: PageData = {}) {
  const id = ad?.id ?? 'part-unknown';
  const pageData: PageData = {
    origin: 'https://bikebazaar.lk',
    item: { id, ad, gone: null },
    ...data,
  };
  return renderWithProviders(<ItemDetailPage id={id} />, { lang, pageData });
}

afterEach(() => localStorage.clear());

test('a part shows its title, "Rs. " price, details, the bikes it fits and its contacts', async () => {
  const user = userEvent.setup({ delay: null });
  serveApi();
  onTestFinished(leaveServerMode);
  renderPage(part);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brake pads (front), Pulsar');
  expect(screen.getByText('Rs. 2,500')).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  expect(details).toHaveTextContent('CategoryBrakes');
  expect(details).toHaveTextContent('Part numberJF-151');
  expect(details).toHaveTextContent('ConditionNew');
  const fits = screen.getByRole('region', { name: 'Fits these bikes' });
  expect(within(fits).getByRole('listitem')).toHaveTextContent('Bajaj Pulsar 150 2012–2020');
  expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+94771234567');
  expect(screen.getByRole('link', { name: /Chat with Owner/ })).toHaveAttribute(
    'href',
    'https://wa.me/94771234567',
  );
  expect(screen.getByRole('button', { name: /Message seller/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Share this ad' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Report this ad' })).toBeInTheDocument();
  // No papers note on a part without an engine or frame number.
  expect(screen.queryByText('Engine or frame number')).not.toBeInTheDocument();

  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  await user.click(save);
  expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
});

test('a helmet without the SLS mark warns, in English, Sinhala and Tamil', () => {
  const { unmount } = renderPage(helmet);
  expect(screen.getByRole('note')).toHaveTextContent('No SLS mark: not for road use in Sri Lanka');
  const details = screen.getByRole('region', { name: 'Details' });
  expect(details).toHaveTextContent('SizeM');
  expect(details).toHaveTextContent('Helmet size58 cm');
  expect(details).toHaveTextContent('Helmet typeFull face');
  expect(screen.getByText('Negotiable')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Fits these bikes' })).not.toBeInTheDocument();
  unmount();
  const si = renderPage(helmet, 'si');
  expect(screen.getByRole('note')).toHaveTextContent(
    'SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ',
  );
  si.unmount();
  renderPage(helmet, 'ta');
  expect(screen.getByRole('note')).toHaveTextContent(
    'SLS முத்திரை இல்லை: இலங்கையில் வீதிப் பாவனைக்கு அல்ல',
  );
});

test('an SLS-marked helmet says so and has no warning', () => {
  renderPage({ ...helmet, slsMark: true });
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent(
    'SLS markCarries the SLS mark',
  );
});

test('a part with an engine or chassis number tells buyers to match it against the papers', () => {
  renderPage({ ...part, category: 'engine', carriesNumber: true, fitsAnyBike: true, fitment: [] });
  expect(screen.getByRole('region', { name: 'Engine or frame number' })).toHaveTextContent(
    'match the number on the part against its papers',
  );
  expect(screen.getByText('Fits any bike')).toBeInTheDocument();
});

test('"Show my number" off: no number, no Call or WhatsApp, only Message seller', () => {
  serveApi();
  onTestFinished(leaveServerMode);
  renderPage({ ...part, phone: '', phoneHidden: true });
  expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Chat with Owner/ })).not.toBeInTheDocument();
  expect(screen.getByText(/The seller keeps their number private/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Message seller/ })).toBeInTheDocument();
});

test('a sold part says so instead of its contacts', () => {
  renderPage({ ...part, soldAt: '2026-11-25T04:00:00.000Z' });
  expect(screen.getByText('This item has been sold')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
});

test('an unknown id says the ad is not found and leads to both lists', () => {
  renderPage(null);
  expect(screen.getByRole('heading', { level: 1, name: 'Ad not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse spare parts' })).toHaveAttribute(
    'href',
    '/?view=spare-parts',
  );
  expect(screen.getByRole('link', { name: 'Browse biker gear' })).toHaveAttribute(
    'href',
    '/?view=biker-gear',
  );
});

test('on a static host there is no item page: nothing is asked, the ad is not found', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  renderWithProviders(<ItemDetailPage id="sp-001" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Ad not found' })).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

test('opened within the app on the server, it asks the API: a gone ad says why', async () => {
  serveApi();
  onTestFinished(leaveServerMode);
  const gone = { reason: 'expired', type: 'gear', make: '' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonReply(410, { code: 'gone', message: 'Gone', gone })),
  );
  renderWithProviders(<ItemDetailPage id="gear-old-1" />, {
    lang: 'ta',
    loader,
    route: '/item/gear-old-1',
    path: '/item/:id',
  });
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'இந்த விளம்பரம் காலாவதியாகிவிட்டது' },
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'பைக்கர் உபகரணங்களைப் பார்க்க' })).toBeInTheDocument();
});

test('opened within the app on the server, a listed ad comes from the API', async () => {
  serveApi();
  onTestFinished(leaveServerMode);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonReply(200, part)),
  );
  renderWithProviders(<ItemDetailPage id={part.id} />, {
    loader,
    route: `/item/${part.id}`,
    path: '/item/:id',
  });
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
    'Brake pads',
  );
  expect(screen.getByText('Rs. 2,500')).toBeInTheDocument();
});

test('with the visitor\'s "My bike", the fitment says whether the part is listed for it', () => {
  const bike = 'Bajaj Pulsar 150 (2018)';
  const { unmount } = renderWithProviders(
    <ItemFitment part={part} bikeFit={{ bike, fits: true }} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Listed for your Bajaj Pulsar 150 (2018)');
  unmount();
  renderWithProviders(
    <ItemFitment part={part} bikeFit={{ bike: 'Bajaj Pulsar 150 (2022)', fits: false }} />,
    { lang: 'si' },
  );
  expect(screen.getByRole('status')).toHaveTextContent('ඔබේ Bajaj Pulsar 150 (2022) සඳහා දමා නැහැ');
});

test('with My bike set in this browser, the page says whether the part is listed for it', async () => {
  localStorage.setItem(
    'bikebazaar.myBike_v1',
    JSON.stringify({ make: 'Bajaj', model: 'Pulsar 150', year: 2018 }),
  );
  const { unmount } = renderPage(part);
  expect(await screen.findByText(/Listed for your Pulsar 150 \(2018\)/)).toBeInTheDocument();
  unmount();
  localStorage.setItem(
    'bikebazaar.myBike_v1',
    JSON.stringify({ make: 'Bajaj', model: 'Pulsar 150', year: 2023 }),
  );
  renderPage(part);
  expect(await screen.findByText(/Not listed for your Pulsar 150 \(2023\)/)).toBeInTheDocument();
});
