import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render-app';
import { buildAd } from '@/testing/test-vehicle';
import { editLoader } from '@/lib/own-ads/use-manage-state';
import { EditAdPage } from './edit-ad-page';
import { serveApi, jsonReply } from '@/testing/server-mode';

vi.mock('../lib/process-image', () => ({
  isImageFile: (file: File) => file.type.startsWith('image/'),
  preloadImageCompressor: () => Promise.resolve({}),
  processImage: vi.fn(() => Promise.resolve('data:image/webp;base64,QUJD')),
}));

const TOKEN = 'A'.repeat(24);
const PHOTOS = { image: '/media/a.jpg', gallery: ['/media/b.jpg', '/media/c.jpg'] };
const ad = buildAd({
  id: 'ad-1',
  make: 'Bajaj',
  model: 'Pulsar',
  price: 410000,
  phone: '0765551234',
  ...PHOTOS,
});

beforeEach(() => {
  serveApi();
  window.history.replaceState(null, '', `/manage/ad-1/edit#${TOKEN}`);
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const reply = jsonReply;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

test('the owner edits the ad in English: new price and words, photos kept, dropped and reordered', async () => {
  const sent: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${url}`;
      if (route === 'GET /api/vehicles/ad-1/manage') {
        return reply(200, {
          vehicle: ad,
          status: 'active',
          listed: true,
          hidden: false,
          expiresAt: '2026-12-01T00:00:00.000Z',
          canRenew: false,
          lifetimeDays: 30,
          version: 3,
        });
      }
      if (route === 'PUT /api/vehicles/ad-1') {
        sent.push(init!);
        return reply(200, {
          ...ad,
          price: 365000,
          image: '/media/c.jpg',
          gallery: ['/media/a.jpg'],
        });
      }
      return reply(404, { code: 'not_found', message: 'no' });
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <EditAdPage id="ad-1" />
      <Where />
    </>,
    // The manage page the save returns to is this route too (its splat is empty there).
    { route: '/manage/ad-1/edit', path: '/manage/:id/*', clientLoader: editLoader },
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Edit your ad' }),
  ).toBeInTheDocument();
  const price = await screen.findByLabelText(/^Price/);
  await vi.waitFor(() => expect(price).toHaveValue('410000'));
  expect(screen.getByLabelText(/^Model \*/)).toHaveValue('Pulsar');
  expect(screen.getByRole('img', { name: 'Main photo preview' })).toHaveAttribute(
    'src',
    '/media/a.jpg',
  );

  await user.clear(price);
  await user.type(price, '365000');
  await user.type(screen.getByLabelText(/^Description/), 'Price down. New battery.');
  await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
  await user.click(screen.getByRole('button', { name: 'Make photo 1 the main photo' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/manage\/ad-1$/));
  expect(sent).toHaveLength(1);
  const headers = new Headers(sent[0]!.headers);
  expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(headers.get('if-match')).toBe('"3"');
  const body = sent[0]!.body as FormData;
  expect(JSON.parse(body.get('ad') as string)).toMatchObject({
    price: '365000',
    description: 'Price down. New battery.',
  });
  expect(JSON.parse(body.get('keep') as string)).toEqual({
    hero: '/media/c.jpg',
    gallery: ['/media/a.jpg'],
  });
}, 20_000);
