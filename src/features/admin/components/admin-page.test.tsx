import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildVehicle } from '@/testing/test-vehicle';
import { openAdminPage } from '../testing';
import { serveApi, leaveServerMode, jsonReply } from '@/testing/server-mode';

afterEach(leaveServerMode);

const reply = jsonReply;

/** A fake admin API: answers by path; records what was sent. */
function fakeApi(routes: Record<string, (init?: RequestInit) => Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const route = routes[`${init?.method ?? 'GET'} ${url}`];
      return route ? route(init) : reply(404, { code: 'not_found', message: 'no' });
    }),
  );
  return calls;
}

/** A Honda Dio in the report queue, reported once for fraud. */
const reportedAd = (id: string) => ({
  id,
  kind: 'vehicle',
  vehicle: buildVehicle({ id, model: 'Dio' }),
  item: null,
  status: 'active',
  hidden: false,
  listed: true,
  phoneBlocked: false,
  openReports: 1,
  reasons: { fraud: 1 },
  reports: [{ reason: 'fraud', note: '', createdAt: '2026-11-24T10:00:00.000Z', open: true }],
});

test('on a static host the page says moderation needs the marketplace', async () => {
  openAdminPage();
  expect(await screen.findByText(/Moderation needs the online marketplace/)).toBeInTheDocument();
});

test('without ADMIN_PASSWORD (404) the page says the admin is not turned on', async () => {
  serveApi();
  fakeApi({});
  openAdminPage();
  expect(await screen.findByText(/not turned on/)).toBeInTheDocument();
});

test('log in, then the queue shows hostile text as text; a change sends the CSRF token', async () => {
  serveApi();
  const hostile = buildVehicle({
    id: 'ad-x',
    title: '<img src=x onerror=alert(1)>',
    make: '<script>alert(2)</script>',
    description: '<b>bold</b>',
  });
  const item = {
    ...reportedAd('ad-x'),
    vehicle: hostile,
    reports: [
      {
        reason: 'fraud',
        note: '<a href="javascript:x">n</a>',
        createdAt: '2026-11-24T10:00:00.000Z',
        open: true,
      },
    ],
  };
  let password = '';
  // The session cookie: set by a log-in with the right password.
  let session: object | null = null;
  const calls = fakeApi({
    'GET /api/admin/session': () =>
      session ? reply(200, session) : reply(401, { code: 'unauthorized', message: 'no' }),
    'POST /api/admin/login': (init) => {
      password = JSON.parse(String(init?.body)).password;
      if (password !== 'right password!') {
        return reply(401, { code: 'unauthorized', message: 'Wrong password.' });
      }
      session = { moderator: 'Nimal', csrfToken: 'csrf-1', expiresAt: '' };
      return reply(200, session);
    },
    'GET /api/admin/reports': () => reply(200, { items: [item] }),
    'GET /api/admin/log': () => reply(200, { items: [] }),
    'GET /api/admin/held': () => reply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () => reply(200, { items: [], holding: [] }),
    'POST /api/admin/vehicles/ad-x/hide': () =>
      reply(200, { ...item, hidden: true, listed: false }),
  });
  const user = userEvent.setup({ delay: null });
  const { container } = openAdminPage();
  await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Nimal');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Wrong password.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Password'), 'right password!');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Logged in as Nimal')).toBeInTheDocument();
  expect(await screen.findByText('<a href="javascript:x">n</a>')).toBeInTheDocument();
  expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  expect(
    container.querySelector('main img, main script, main b, a[href^="javascript"]'),
  ).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('Hidden: buyers no longer see this ad.')).toBeInTheDocument();
  const hide = calls.find((call) => call.url === '/api/admin/vehicles/ad-x/hide')!;
  expect(new Headers(hide.init?.headers).get('x-csrf-token')).toBe('csrf-1');
});

test('in Sinhala: log in, the queue counts the reasons, Hide says so and the log shows it', async () => {
  serveApi();
  const item = reportedAd('ad-si');
  let hidden = false;
  const entry = {
    id: 1,
    action: 'hide',
    vehicleId: 'ad-si',
    phone: null,
    moderator: 'Mod si',
    session: 'ab12',
    reason: '',
    createdAt: '2026-11-24T11:00:00.000Z',
  };
  let session: object | null = null;
  fakeApi({
    'GET /api/admin/session': () =>
      session ? reply(200, session) : reply(401, { code: 'unauthorized', message: 'no' }),
    'POST /api/admin/login': () => {
      session = { moderator: 'Mod si', csrfToken: 'csrf-si', expiresAt: '' };
      return reply(200, session);
    },
    'GET /api/admin/reports': () => reply(200, { items: hidden ? [] : [item] }),
    'GET /api/admin/log': () => reply(200, { items: hidden ? [entry] : [] }),
    'GET /api/admin/held': () => reply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () => reply(200, { items: [], holding: [] }),
    'POST /api/admin/vehicles/ad-si/hide': () => {
      hidden = true;
      return reply(200, { ...item, hidden: true, listed: false });
    },
  });
  const user = userEvent.setup({ delay: null });
  openAdminPage('si');
  await user.type(await screen.findByRole('textbox', { name: 'ඔබේ නම' }), 'Mod si');
  await user.type(screen.getByLabelText('මුරපදය'), 'a password');
  await user.click(screen.getByRole('button', { name: 'ඇතුළු වන්න' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'වාර්තා කළ දැන්වීම්' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('වංචාවක්: 1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'සඟවන්න' }));
  expect(
    await screen.findByText('සඟවා ඇත: ගැනුම්කරුවන්ට මෙම දැන්වීම තවදුරටත් නොපෙනේ.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('සැඟවුවා')).toBeInTheDocument();
});

test('a session that ends during a change asks the moderator to log in again, and says why', async () => {
  serveApi();
  let session: object | null = { moderator: 'Nimal', csrfToken: 'csrf-1', expiresAt: '' };
  const ad = reportedAd('ad-s');
  fakeApi({
    'GET /api/admin/session': () =>
      session ? reply(200, session) : reply(401, { code: 'unauthorized', message: 'no' }),
    'GET /api/admin/reports': () => reply(200, { items: [ad] }),
    'GET /api/admin/log': () => reply(200, { items: [] }),
    'GET /api/admin/held': () => reply(200, { items: [], total: 0 }),
    'GET /api/admin/phrases': () => reply(200, { items: [], holding: [] }),
    'POST /api/admin/vehicles/ad-s/hide': () => {
      // The session ran out on the server meanwhile.
      session = null;
      return reply(401, { code: 'unauthorized', message: 'no' });
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup({ delay: null });
  openAdminPage();
  await user.click(await screen.findByRole('button', { name: 'Hide' }));
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByText('Your session has ended. Log in again.')).toBeInTheDocument();
  expect(screen.queryByText('Logged in as Nimal')).toBeNull();
});
