import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, serveApi } from '@/testing/server-mode';
import { buildVehicle } from '@/testing/test-vehicle';
import { openManagePage } from '../testing';

const TOKEN = 'B'.repeat(24);

beforeEach(() => serveApi());
afterEach(() => {
  document.head.querySelectorAll('meta[name="app-api"]').forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const state = (showPhone: boolean) => ({
  vehicle: {
    ...buildVehicle({ id: 'ad-7', phone: '0771234567' }),
    ...(showPhone ? {} : { phoneHidden: true }),
  },
  status: 'active',
  listed: true,
  hidden: false,
  expiresAt: '2026-12-01T00:00:00.000Z',
  canRenew: false,
  lifetimeDays: 60,
  version: 3,
  showPhone,
});

/** The ad's manage API; PATCH answers `patch` (a status) or the new state. */
function fakeApi(patch: number | null = null) {
  let shown = true;
  const calls: Array<{ route: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ route, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (new Headers(init?.headers).get('authorization') !== `Bearer ${TOKEN}`) {
        return jsonReply(403, { code: 'forbidden', message: 'no' });
      }
      if (route === 'GET /api/vehicles/ad-7/manage') return jsonReply(200, state(shown));
      // The seller's conversations, shown on the same page (none here).
      if (route === 'GET /api/vehicles/ad-7/threads') return jsonReply(200, { threads: [] });
      if (route === 'PATCH /api/vehicles/ad-7/manage') {
        if (patch) return jsonReply(patch, { code: 'rate_limited', message: 'wait' });
        shown = (JSON.parse(String(init!.body)) as { showPhone: boolean }).showPhone;
        return jsonReply(200, state(shown));
      }
      return jsonReply(404, { code: 'not_found', message: 'no' });
    }),
  );
  return calls;
}

test('"Show my number" is on by default; off, it says buyers can only message, and on again', async () => {
  const calls = fakeApi();
  const user = userEvent.setup({ delay: null });
  openManagePage(`/manage/ad-7#${TOKEN}`);
  const box = await screen.findByRole('checkbox', { name: 'Show my phone number on the ad' });
  expect(box).toBeChecked();
  expect(box).toHaveAccessibleDescription(
    'Buyers can call you, WhatsApp you or send you a message on BikeBazaar.',
  );

  await user.click(box);
  // A status of its own: the buyers' messages below have one while they load.
  expect(
    await screen.findByText('Your number is now hidden from buyers.', {
      selector: '[role="status"]',
    }),
  ).toBeInTheDocument();
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription(
    'Your number is hidden: buyers see no number and can only send you a message on BikeBazaar.',
  );
  expect(calls.filter((call) => call.route.startsWith('PATCH'))).toEqual([
    { route: 'PATCH /api/vehicles/ad-7/manage', body: { showPhone: false } },
  ]);

  await user.click(box);
  expect(await screen.findByText('Your number shows on the ad again.')).toBeInTheDocument();
  expect(box).toBeChecked();
});

test('in Tamil: a refused change says why and leaves the box as it was', async () => {
  fakeApi(429);
  const user = userEvent.setup({ delay: null });
  openManagePage(`/ta/manage/ad-7#${TOKEN}`, 'ta');
  const box = await screen.findByRole('checkbox', {
    name: 'விளம்பரத்தில் எனது தொலைபேசி இலக்கத்தைக் காட்டு',
  });
  await user.click(box);
  expect(await screen.findByRole('alert')).toHaveTextContent('உங்கள் இணைய இணைப்பிலிருந்து');
  expect(box).toBeChecked();
});

test('in Sinhala, the toggle reads in Sinhala', async () => {
  fakeApi();
  openManagePage(`/si/manage/ad-7#${TOKEN}`, 'si');
  expect(
    await screen.findByRole('checkbox', { name: 'දැන්වීමේ මගේ දුරකථන අංකය පෙන්වන්න' }),
  ).toBeChecked();
});
