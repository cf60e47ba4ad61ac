import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, serveApi } from '@/testing/server-mode';
import { openManagePage } from '../testing';

// A part's manage page (issues 45, 46): its buyers' messages, "Show my number" and message
// notifications, as a vehicle ad's, through the items API.
const TOKEN = 'P'.repeat(24);
const ID = 'part-brake-pads-1';
const THREAD = 'T'.repeat(22);

const part = (hidden: boolean) => ({
  id: ID,
  kind: 'part',
  title: 'Brake pads, Pulsar 150',
  price: 2500,
  brand: 'Bajaj',
  description: null,
  condition: 'new',
  location: 'Kandy',
  postedAt: '2026-11-28T10:00:00.000Z',
  phone: '077 123 4567',
  image: '',
  gallery: [],
  soldAt: null,
  category: 'brakes',
  partNumber: null,
  fitsAnyBike: true,
  fitment: [],
  carriesNumber: false,
  ...(hidden ? { phoneHidden: true } : {}),
});

const state = (showPhone: boolean) => ({
  ad: part(!showPhone),
  status: 'active',
  listed: true,
  hidden: false,
  expiresAt: '2026-12-20T00:00:00.000Z',
  canRenew: false,
  lifetimeDays: 60,
  version: 1,
  showPhone,
});

const calls: string[] = [];
function fakeItemApi() {
  let shown = true;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(route);
      if (route === 'GET /api/alerts/key') return jsonReply(200, { publicKey: 'BKey' });
      if (new Headers(init?.headers).get('authorization') !== `Bearer ${TOKEN}`) {
        return jsonReply(403, { code: 'forbidden', message: 'no' });
      }
      if (route === `GET /api/items/${ID}/manage`) return jsonReply(200, state(shown));
      if (route === `PATCH /api/items/${ID}/manage`) {
        shown = (JSON.parse(String(init?.body)) as { showPhone: boolean }).showPhone;
        return jsonReply(200, state(shown));
      }
      if (route === `GET /api/items/${ID}/threads`) {
        return jsonReply(200, {
          threads: [
            {
              id: THREAD,
              createdAt: '2026-11-28T11:00:00.000Z',
              lastMessageAt: '2026-11-28T11:00:00.000Z',
              unread: 1,
              reported: false,
              ended: false,
              last: {
                id: '4',
                from: 'buyer',
                text: 'Are these pads original?',
                sentAt: '2026-11-28T11:00:00.000Z',
                warnings: [],
              },
            },
          ],
        });
      }
      if (route === `GET /api/items/${ID}/events`) return new Response(new ReadableStream());
      if (route === `PUT /api/items/${ID}/message-push`) return jsonReply(200, { ok: true });
      return jsonReply(404, { code: 'not_found', message: 'no' });
    }),
  );
}

/** A browser that can show notifications and has a push subscription already. */
function pushCapableBrowser() {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'k', auth: 'a' },
    }),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: async () => {
        (Notification as unknown as { permission: string }).permission = 'granted';
        return 'granted';
      },
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
}

beforeEach(() => serveApi());
afterEach(() => {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.history.replaceState(null, '', '/');
});

test("in Tamil: a part's manage page lists its buyers' messages, unread, from the items API", async () => {
  fakeItemApi();
  openManagePage(`/ta/manage/${ID}#${TOKEN}`, 'ta');
  const threads = await screen.findByRole('heading', { name: /வாங்குபவர்களின் தகவல்கள்/ });
  const section = threads.closest('section')!;
  expect(await within(section).findByText('Are these pads original?')).toBeInTheDocument();
  expect(calls).toContain(`GET /api/items/${ID}/threads`);
  await vi.waitFor(() => expect(calls).toContain(`GET /api/items/${ID}/events`));
  expect(calls.some((call) => call.includes('/api/vehicles/'))).toBe(false);
});

test('in Sinhala: the seller hides and shows the number of a part', async () => {
  fakeItemApi();
  const user = userEvent.setup({ delay: null });
  openManagePage(`/si/manage/${ID}#${TOKEN}`, 'si');
  const show = await screen.findByRole('checkbox', {
    name: 'දැන්වීමේ මගේ දුරකථන අංකය පෙන්වන්න',
  });
  expect(show).toBeChecked();
  await user.click(show);
  await vi.waitFor(() => expect(show).not.toBeChecked());
  expect(calls).toContain(`PATCH /api/items/${ID}/manage`);
  // The box stays disabled until the server has the change.
  await vi.waitFor(() => expect(show).toBeEnabled());
  await user.click(show);
  await vi.waitFor(() => expect(show).toBeChecked());
});

test("in English: the seller turns on notifications for a part's messages", async () => {
  fakeItemApi();
  pushCapableBrowser();
  const user = userEvent.setup({ delay: null });
  openManagePage(`/manage/${ID}#${TOKEN}`, 'en');
  await user.click(await screen.findByRole('button', { name: 'Notify me of messages' }));
  await vi.waitFor(() => expect(calls).toContain(`PUT /api/items/${ID}/message-push`));
  expect(await screen.findByRole('button', { name: 'Stop message notifications' })).toBeEnabled();
});
