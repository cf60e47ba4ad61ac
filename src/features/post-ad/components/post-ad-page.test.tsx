import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage';
import { fillRequired, setup, storedAds } from './post-ad-page-harness';

vi.mock('../lib/process-image', () => ({
  isImageFile: (file: File) => file.type.startsWith('image/'),
  preloadImageCompressor: () => Promise.resolve({}),
  processImage: vi.fn(() => Promise.resolve('data:image/webp;base64,QUJD')),
}));

test('user cannot post with required fields empty; errors show and the first field gets focus', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  const make = screen.getByLabelText(/^Make/);
  await waitFor(() => expect(make).toHaveFocus());
  expect(make).toHaveAttribute('aria-invalid', 'true');
  expect(make).toHaveAccessibleDescription(/Enter the make, e\.g\. Honda\./);
  expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
    'Enter the make, e.g. Honda.',
    'Enter the model, e.g. Dio.',
    'Enter the model year.',
    'Enter the location, e.g. Colombo.',
    'Enter a phone number.',
  ]);
  expect(localStorage.getItem(STORAGE_KEYS.userVehicles)).toBeNull();
}, 20_000);

test('a phone number that is not Sri Lankan is refused at its field, which gets the focus', async () => {
  const user = setup();
  await fillRequired(user);
  await user.clear(screen.getByLabelText(/^Phone/));
  await user.type(screen.getByLabelText(/^Phone/), '12345');
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveFocus());
  expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Enter a Sri Lankan number, e.g. 071 234 5678',
  );
  expect(localStorage.getItem(STORAGE_KEYS.userVehicles)).toBeNull();
}, 20_000);

test('errors show in Sinhala when Sinhala is chosen', async () => {
  const user = setup('si');
  await user.click(screen.getByRole('button', { name: 'දැන්වීම පළ කරන්න' }));
  expect(await screen.findByText('සන්නාමය ඇතුළත් කරන්න, උදා: Honda.')).toBeInTheDocument();
}, 20_000);

test('user can post a Negotiable ad once, see it, and add another', async () => {
  const user = setup();
  expect(screen.getByLabelText(/^Category/)).toHaveValue('scooters');
  expect(screen.getByRole('radio', { name: 'Used' })).toBeChecked();
  await fillRequired(user);
  await user.type(screen.getByLabelText(/^Price/), '450,000');
  await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
  expect(screen.getByLabelText(/^Price/)).toHaveValue('');
  expect(screen.getByLabelText(/^Price/)).toBeDisabled();

  const submit = screen.getByRole('button', { name: 'Post Ad' });
  await user.click(submit);
  const posting = await screen.findByRole('button', { name: 'Posting…' });
  expect(posting).toBeDisabled();
  await user.click(posting);

  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  const ads = storedAds();
  expect(ads).toHaveLength(1);
  expect(ads[0]).toMatchObject({
    title: 'Honda Dio',
    price: null,
    type: 'scooters',
    phone: '071 234 5678',
  });
  expect(screen.getByRole('heading', { name: 'Honda Dio' })).toBeInTheDocument();
  expect(screen.getByText('Negotiable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your ad' })).toHaveAttribute(
    'href',
    `/vehicle/${String(ads[0]!.id)}`,
  );
  expect(localStorage.getItem(STORAGE_KEYS.postAdDraft)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Add Another' }));
  expect(screen.getByLabelText(/^Make/)).toHaveValue('');
  expect(screen.getByLabelText(/^Category/)).toHaveValue('scooters');
  expect(screen.getByRole('radio', { name: 'Used' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Post Ad' })).toBeEnabled();
}, 20_000);

test('a full storage shows the storage message in plain words and keeps earlier ads', async () => {
  const earlier = JSON.stringify([{ id: 'keep-me' }]);
  localStorage.setItem(STORAGE_KEYS.userVehicles, earlier);
  const user = setup();
  await fillRequired(user);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(
    await screen.findByText(
      "Your browser's storage for ads is full. Use fewer or smaller photos, or photo addresses instead of uploads, then try again.",
    ),
  ).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.userVehicles)).toBe(earlier);
  expect(screen.getByLabelText(/^Make/)).toHaveValue('Honda');
}, 20_000);

test('a full storage is explained in Sinhala too', async () => {
  const user = setup('si');
  await user.type(screen.getByLabelText(/^සන්නාමය/), 'Honda');
  await user.type(screen.getByLabelText(/^මාදිලිය/), 'Dio');
  await user.type(screen.getByLabelText(/^නිෂ්පාදන වර්ෂය/), '2019');
  await user.type(screen.getByLabelText(/^ස්ථානය/), 'කොළඹ');
  await user.type(screen.getByLabelText(/^දුරකථන අංකය/), '0712345678');
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'දැන්වීම පළ කරන්න' }));
  expect(await screen.findByText(/^ඔබේ බ්‍රවුසරයේ දැන්වීම් සඳහා ඇති ඉඩ පිරී ඇත/)).toBeInTheDocument();
}, 20_000);

test('the draft of text fields is restored', async () => {
  localStorage.setItem(
    STORAGE_KEYS.postAdDraft,
    JSON.stringify({ make: 'Yamaha', model: 'FZ', type: 'sport' }),
  );
  setup();
  expect(screen.getByLabelText(/^Make/)).toHaveValue('Yamaha');
  expect(screen.getByLabelText(/^Category/)).toHaveValue('sport');
}, 20_000);

test('user writes a description with line breaks, sees the count, and it is posted as typed', async () => {
  const user = setup();
  await fillRequired(user);
  const description = screen.getByLabelText('Description');
  expect(description).toHaveAccessibleDescription(/0 \/ 3,000/);
  await user.type(description, 'Two owners.{Enter}{Enter}New tyres <b>2024</b>');
  expect(screen.getByText('34 / 3,000')).toBeInTheDocument();
  // A paste longer than the limit is cut at it, and the form says so.
  await user.clear(description);
  await user.click(description);
  await user.paste('x'.repeat(3_100));
  expect(description).toHaveValue('x'.repeat(3_000));
  expect(screen.getByRole('status')).toHaveTextContent('That is the 3,000-character limit');
  await user.clear(description);
  await user.type(description, 'Line one{Enter}ලියාපදිංචිය 2020');
  expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  expect(await screen.findByRole('heading', { name: 'Your ad is posted' })).toBeInTheDocument();
  expect(storedAds()[0]).toMatchObject({ description: 'Line one\nලියාපදිංචිය 2020' });
}, 20_000);

test('a price of 0, a register year before the model year and an http address are refused at their fields', async () => {
  const user = setup();
  await fillRequired(user);
  await user.type(screen.getByLabelText(/^Price/), '0');
  await user.type(screen.getByLabelText(/^Register year/), '2017');
  await user.type(screen.getByLabelText(/^Main photo web address/), 'http://example.lk/a.jpg');
  await user.click(screen.getByRole('button', { name: 'Post Ad' }));
  // The first of them in the form takes the focus.
  await waitFor(() => expect(screen.getByLabelText(/^Register year/)).toHaveFocus());
  expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription(
    /Enter a price from 1 to 99,999,999, or tick Negotiable\./,
  );
  expect(screen.getByLabelText(/^Register year/)).toHaveAccessibleDescription(
    /The register year cannot be earlier than the model year\./,
  );
  expect(screen.getByLabelText(/^Main photo web address/)).toHaveAccessibleDescription(
    /Enter a web address that starts with https:\/\//,
  );
  expect(localStorage.getItem(STORAGE_KEYS.userVehicles)).toBeNull();
}, 20_000);

test('a restored draft is announced, its bad values flagged at once, and Clear form empties it', async () => {
  localStorage.setItem(
    STORAGE_KEYS.postAdDraft,
    JSON.stringify({ make: 'Yamaha', year: '19', phone: '12345' }),
  );
  const user = setup();
  expect(await screen.findByText('We kept what you typed last time.')).toBeInTheDocument();
  // Typed last time and wrong: flagged now, not only at Post. Empty fields stay quiet.
  await waitFor(() =>
    expect(screen.getByLabelText(/^Model year/)).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Model \*/)).not.toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Clear form' }));
  expect(screen.getByLabelText(/^Make/)).toHaveValue('');
  expect(screen.getByLabelText(/^Model year/)).toHaveDisplayValue('');
  expect(screen.getByLabelText(/^Model year/)).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('We kept what you typed last time.')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Category/)).toHaveFocus();
  expect(localStorage.getItem(STORAGE_KEYS.postAdDraft)).toBeNull();
}, 20_000);

test('in Sinhala a restored draft is announced, flagged at once, and can be cleared', async () => {
  localStorage.setItem(STORAGE_KEYS.postAdDraft, JSON.stringify({ make: 'Yamaha', year: '19' }));
  const user = setup('si');
  const note = await screen.findByText('ඔබ අවසන් වරට ටයිප් කළ දේ අපි තබා ගත්තා.');
  await waitFor(() =>
    expect(screen.getByLabelText(/^නිෂ්පාදන වර්ෂය/)).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(screen.getByLabelText(/^සන්නාමය/)).toHaveValue('Yamaha');
  expect(note).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'පෝරමය හිස් කරන්න' }));
  expect(screen.getByLabelText(/^සන්නාමය/)).toHaveValue('');
  expect(screen.getByLabelText(/^කාණ්ඩය/)).toHaveFocus();
  expect(screen.queryByText('ඔබ අවසන් වරට ටයිප් කළ දේ අපි තබා ගත්තා.')).not.toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.postAdDraft)).toBeNull();
}, 20_000);
