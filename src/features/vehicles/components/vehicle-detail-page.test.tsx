import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPublishedAd } from '@/lib/own-ads/store';
import { vehicleLoader as loader } from '@/features/vehicles/api/page-loaders';
import { hasServer } from '@/lib/api/api-base';
import { renderWithProviders } from '@/testing/render-app';
import { buildAd } from '@/testing/test-vehicle';
import { VehicleDetailPage } from './vehicle-detail-page';
import { jsonReply, leaveServerMode, serveApi } from '@/testing/server-mode';

/** On a marketplace server (serveApi) the page's loader asks the API, as in the app. */
function renderDetail(id: string, lang: 'en' | 'si' = 'en') {
  const served = hasServer() ? { loader, path: '/vehicle/:id' } : {};
  return renderWithProviders(<VehicleDetailPage id={id} />, {
    lang,
    route: `/vehicle/${encodeURIComponent(id)}`,
    ...served,
  });
}

test('user can page through the photos; the counter wraps at both ends', async () => {
  const user = userEvent.setup({ delay: null });
  renderDetail('honda-dio-2022-colombo');
  const gallery = screen.getByRole('region', { name: 'Photos' });
  expect(within(gallery).getByText('1/4')).toBeInTheDocument();
  await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
  expect(within(gallery).getByText('4/4')).toBeInTheDocument();
  await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
  expect(within(gallery).getByText('1/4')).toBeInTheDocument();
});

test('user sees price, facts, views and contact links', () => {
  renderDetail('sample-vehicle-2');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sample Vehicle 2');
  expect(screen.getByText('Negotiable')).toBeInTheDocument();
  expect(screen.getByText('113 views')).toBeInTheDocument();
  expect(screen.getByText('Posted 2026-10-02')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Chat with Owner/ })).toHaveAttribute(
    'href',
    'https://wa.me/94112345678',
  );
  expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+94112345678');
  // No mileage: a dash, never "null".
  const core = screen.getByRole('region', { name: 'Core Information' });
  expect(core).toHaveTextContent('Mileage—');
  expect(core).not.toHaveTextContent('null');
});

test('in Sinhala the views, the facts, the price and the chat link read naturally', () => {
  const { unmount } = renderDetail('honda-dio-2022-colombo', 'si');
  expect(screen.getByText('බැලීම් 113')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'මූලික තොරතුරු' })).toBeInTheDocument();
  expect(screen.getByText('රු. 685,000')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /හිමිකරුට WhatsApp කරන්න/ })).toBeInTheDocument();
  unmount();
  renderDetail('nope', 'si');
  expect(screen.getByRole('heading', { level: 1, name: 'දැන්වීම හමු නොවීය' })).toBeInTheDocument();
});

test('a stored ad with only an unsafe photo shows a named placeholder; its phone opens WhatsApp', () => {
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([
      buildAd({
        id: 'my-ad',
        type: 'trail',
        title: '<script>alert(1)</script>',
        price: null,
        image: 'javascript:alert(1)',
        phone: '+94 71 555 0101',
      }),
    ]),
  );
  const { container } = renderDetail('my-ad');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<script>alert(1)</script>');
  // A placeholder, not an <img> with the unsafe address.
  const placeholder = screen.getByRole('img', { name: /photo 1 of 1/ });
  expect(placeholder.tagName).toBe('SPAN');
  // A motorcycle (its filled tank and seat), not the bicycle it used to draw.
  expect(
    placeholder.querySelector('svg.motorcycle-placeholder path[fill="currentColor"]'),
  ).not.toBeNull();
  expect(container.querySelector('img[src^="javascript"]')).toBeNull();
  expect(screen.getByRole('link', { name: /Chat with Owner/ })).toHaveAttribute(
    'href',
    'https://wa.me/94715550101',
  );
});

test('user can save a vehicle', async () => {
  const user = userEvent.setup({ delay: null });
  renderDetail('sample-vehicle-1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(localStorage.getItem('bikebazaar.saved_v1')).toBe('["sample-vehicle-1"]');
});

test('an unknown id says Listing not found', () => {
  renderDetail('nope');
  expect(screen.getByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
  expect(screen.getByText('Please go back and try another vehicle.')).toBeInTheDocument();
});

test('an ad without title, make or model is called Untitled Vehicle, in Sinhala too', () => {
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([buildAd({ id: 'nameless', title: '', make: '', model: '' })]),
  );
  const { unmount } = renderDetail('nameless');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Untitled Vehicle');
  unmount();
  renderDetail('nameless', 'si');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('මාතෘකාවක් නැති වාහනය');
});

test('a sample listing says its phone number is an example; a posted ad does not', () => {
  const { unmount } = renderDetail('honda-dio-2022-colombo');
  expect(
    screen.getByText('A sample listing: its phone number is only an example.'),
  ).toBeInTheDocument();
  unmount();
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([buildAd({ id: 'mine', phone: '0771112223' })]),
  );
  renderDetail('mine');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Honda Dio');
  expect(screen.queryByText(/sample listing/)).not.toBeInTheDocument();
});

test('in Sinhala a plain colour is translated; a trade name stays as the seller wrote it', () => {
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([
      buildAd({ id: 'plain', color: 'red' }),
      buildAd({ id: 'trade', color: 'Fireball Red' }),
    ]),
  );
  const { unmount } = renderDetail('plain', 'si');
  expect(screen.getByText('රතු')).toBeInTheDocument();
  unmount();
  renderDetail('trade', 'si');
  expect(screen.getByText('Fireball Red')).toBeInTheDocument();
});

test('the description shows under the core information as text, its line breaks kept', () => {
  const description = 'Two owners.\n\nNew tyres <b>2024</b> <img src=x onerror=alert(1)> 🏍️';
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([buildAd({ id: 'described', description }), buildAd({ id: 'plain' })]),
  );
  const { unmount } = renderDetail('described', 'si');
  const section = screen.getByRole('region', { name: 'විස්තරය' });
  const text = within(section).getByText(/Two owners/);
  expect(text.textContent).toBe(description);
  expect(within(section).queryByRole('img')).toBeNull();
  // After the core information.
  const core = screen.getByRole('region', { name: 'මූලික තොරතුරු' });
  expect(core.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  unmount();
  renderDetail('plain');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Honda Dio');
  expect(screen.queryByRole('region', { name: 'Description' })).toBeNull();
});

test('an ad marked sold says Sold, in Sinhala too', () => {
  localStorage.setItem(
    'userVehicles_v1',
    JSON.stringify([buildAd({ id: 'sold-ad', soldAt: '2026-11-20T08:00:00.000Z' })]),
  );
  const { unmount } = renderDetail('sold-ad');
  expect(screen.getAllByText('Sold', { exact: true }).length).toBeGreaterThan(0);
  unmount();
  renderDetail('sold-ad', 'si');
  expect(screen.getAllByText('විකිණී ඇත', { exact: true }).length).toBeGreaterThan(0);
});

test('served by the server, a deleted ad says the seller removed it, in Sinhala', async () => {
  serveApi();
  const gone = { reason: 'deleted', type: 'scooters', make: 'Honda' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonReply(410, { code: 'gone', message: 'Gone', gone })),
  );
  try {
    renderDetail('deleted-ad', 'si');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'විකුණුම්කරු මෙම දැන්වීම ඉවත් කර ඇත',
      }),
    ).toBeInTheDocument();
  } finally {
    leaveServerMode();
  }
});

test('hostile text in a stored ad shows as text; unsafe photos are dropped; a long description is clipped', () => {
  const script = '"><script>window.__pwned=1</script>';
  const img = '<img src=x onerror="window.__pwned=2">';
  const description = `${img}\n${script}\n🏍️${'B'.repeat(10_000)}`;
  const ad = buildAd({
    id: 'hostile',
    title: script,
    make: img.slice(0, 40),
    location: '\u202Eevil\u202C reversed',
    phone: '+94 <b>71</b>',
    description,
    image: 'javascript:alert(1)',
    gallery: [
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
      'https://tracker.example/p.png"><script>alert(1)</script>',
      '/images/vehicles/sport-blue-side.svg',
    ],
  });
  localStorage.setItem('userVehicles_v1', JSON.stringify([ad]));
  const { container } = renderDetail('hostile');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(script);
  expect(screen.getByText('\u202Eevil\u202C reversed', { exact: false })).toBeInTheDocument();
  const made = container.querySelectorAll(
    'script:not([type="application/ld+json"]), b, iframe, img[src="x"]',
  );
  expect(made).toHaveLength(0);
  for (const data of container.querySelectorAll('script'))
    expect(data.textContent).not.toMatch(/<\/script|<img/i);
  for (const photo of container.querySelectorAll('img')) {
    expect(photo.getAttribute('src')).toMatch(
      /^(\/(?!\/)|https:\/\/|data:image\/(png|jpe?g|webp|gif|avif);base64,)/,
    );
  }
  const shown = within(screen.getByRole('region', { name: 'Description' })).getByText(/onerror/);
  expect(shown.childElementCount).toBe(0);
  // Clipped by characters (code points), so the emoji is never cut in half.
  const text = shown.textContent ?? '';
  expect(Array.from(text).length).toBeLessThanOrEqual(3_000);
  expect(text.endsWith('…')).toBe(true);
  expect(description.startsWith(text.slice(0, -1))).toBe(true);
});

test('in Sinhala: the owner’s held ad says only they can see it, and links to its manage page', async () => {
  keepPublishedAd(buildAd({ id: 'held-ad', title: 'Held Dio' }) as never, null, 'wording');
  serveApi();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonReply(404, { code: 'not_found', message: 'Not found' })),
  );
  onTestFinished(leaveServerMode);
  renderDetail('held-ad', 'si');
  const title = await screen.findByText('පරීක්ෂාව සඳහා රැඳී ඇත');
  const notice = title.closest<HTMLElement>('[role="status"]')!;
  expect(notice).toHaveTextContent('දැනට මෙම දැන්වීම පෙනෙන්නේ ඔබට පමණි.');
  expect(within(notice).getByRole('link')).toHaveAttribute('href', '/si/manage/held-ad');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Held Dio');
});
