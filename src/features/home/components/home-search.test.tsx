import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render-app';
import { HomeSearch } from './home-search';

function LocationProbe() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function App() {
  return (
    <Routes>
      <Route path="/" element={<HomeSearch id="search" />} />
      <Route path="/browse/:type" element={<LocationProbe />} />
      <Route path="/si/browse/:type" element={<LocationProbe />} />
      <Route path="/ta/browse/:type" element={<LocationProbe />} />
    </Routes>
  );
}

test('user can search bikes and land on the all-bikes list with the filters', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<App />);
  await user.selectOptions(screen.getByLabelText('Brand'), 'bajaj');
  await user.type(screen.getByLabelText('Model'), 'Pulsar');
  await user.selectOptions(screen.getByLabelText('Price range'), '0-100000');
  await user.selectOptions(screen.getByLabelText('Location'), 'galle');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(
    await screen.findByText(
      '/browse/all?make=Bajaj&q=Pulsar&priceMin=0&priceMax=100000&location=Galle',
    ),
  ).toBeInTheDocument();
});

test('user sees the search panel in Sinhala', () => {
  renderWithProviders(<App />, { lang: 'si' });
  expect(screen.getByRole('search', { name: 'යතුරුපැදි සොයන්න' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'රු. 500,000ට වැඩි' })).toBeInTheDocument();
});

test('a Tamil visitor types a whole request and lands on Kandy scooters under 300,000', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<App />, { lang: 'ta' });
  await user.type(screen.getByLabelText('மாடல்'), 'கண்டியில் 3 இலட்சத்துக்குக் குறைவான ஸ்கூட்டர்');
  await user.click(screen.getByRole('button', { name: 'தேடு' }));
  expect(
    await screen.findByText('/ta/browse/scooters?priceMax=300000&location=Kandy'),
  ).toBeInTheDocument();
});

test('with every filter left open the search lands on the plain all-bikes list', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<App />);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('/browse/all')).toBeInTheDocument();
});

test('a search in Sinhala builds the same query, on the Sinhala list', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<App />, { lang: 'si' });
  await user.selectOptions(screen.getByLabelText('මිල පරාසය'), 'රු. 500,000ට වැඩි');
  await user.selectOptions(screen.getByLabelText('සන්නාමය'), 'Yamaha');
  await user.click(screen.getByRole('button', { name: 'සොයන්න' }));
  expect(await screen.findByText('/si/browse/all?make=Yamaha&priceMin=500000')).toBeInTheDocument();
});

function ListApp() {
  return (
    <Routes>
      <Route path="/" element={<RootProbe />} />
      <Route path="/si/" element={<RootProbe />} />
      <Route path="/ta/" element={<RootProbe />} />
      <Route path="/browse/:type" element={<LocationProbe />} />
    </Routes>
  );
}

/** The form until it navigates, then where it went (the home route serves the list views). */
function RootProbe() {
  const location = useLocation();
  return location.search ? <LocationProbe /> : <HomeSearch id="search" />;
}

test.each([
  [
    'en',
    'Model',
    'Search',
    'full face helmet size M under 15,000 in Kandy',
    '/?view=biker-gear&category=helmets&size=M&helmet=full&priceMax=15000&location=Kandy',
  ],
  ['si', 'මාදිලිය', 'සොයන්න', 'ටයර් එකක් ඕනේ', '/si/?view=spare-parts&category=tyres'],
  ['ta', 'மாடல்', 'தேடு', 'டயர் வேணும்', '/ta/?view=spare-parts&category=tyres'],
  ['en', 'Model', 'Search', 'pulsar 150 brake pads', '/?view=spare-parts&q=pulsar+150+brake+pads'],
] as const)(
  'in %s a part or gear request opens its list: %s',
  async (lang, modelLabel, submit, message, where) => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListApp />, { lang, route: lang === 'en' ? '/' : `/${lang}/` });
    await user.type(screen.getByLabelText(modelLabel), message);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(where)).toBeInTheDocument();
  },
);

test('the selects narrow a parts request: town, price range and parts brand', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ListApp />);
  await user.selectOptions(screen.getByLabelText('Brand'), 'bajaj');
  await user.type(screen.getByLabelText('Model'), 'used tyre');
  await user.selectOptions(screen.getByLabelText('Price range'), '0-100000');
  await user.selectOptions(screen.getByLabelText('Location'), 'galle');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(
    await screen.findByText(
      '/?view=spare-parts&category=tyres&brand=Bajaj&condition=used&priceMax=100000&location=Galle',
    ),
  ).toBeInTheDocument();
});
