import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { expectNoHiddenPhone, HIDDEN_PHONE } from '../../testing/hidden-phone';
import { createTestEnv, postForm } from '../../testing/test-app';

// "Show my number" off (issue 46): the number leaves the server for its owner and the moderators
// only; every public answer (lists, the ad, compare's look-ups, BikeBot's counts, sitemaps) has
// none. On PGlite and PostgreSQL.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { managePerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const PHONE = HIDDEN_PHONE;
const expectNoNumber = expectNoHiddenPhone;

type Posted = Vehicle & { manageToken: string };
async function postAd(model: string): Promise<Posted> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ model, title: `Hidden number ${model}`, phone: PHONE })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const setShow = (id: string, token: string | null, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/vehicles/${id}/manage`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

/** Every public answer that carries ads. */
async function publicAnswers(ad: Posted): Promise<Array<[string, string]>> {
  const urls = [
    `/api/vehicles/${ad.id}`,
    '/api/vehicles?type=all&limit=60',
    `/api/vehicles?type=${ad.type}&limit=60`,
    `/api/vehicles?type=all&q=${encodeURIComponent(ad.model)}`,
    `/api/vehicles?type=all&limit=60&sort=price-asc`,
    '/sitemap.xml',
  ];
  const answers: Array<[string, string]> = [];
  for (const url of urls) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    answers.push([url, response.body]);
  }
  return answers;
}

test('a new ad shows its number; off, no public answer has it in any form; on again, it is back', async () => {
  const ad = await postAd('Showphone1');
  // Default: shown, as before.
  const shown = await app.inject({ url: `/api/vehicles/${ad.id}` });
  expect(shown.json<Vehicle>()).toMatchObject({ phone: '071 864 2097' });
  expect(shown.json<Vehicle>().phoneHidden).toBeUndefined();
  const manage = await app.inject({
    url: `/api/vehicles/${ad.id}/manage`,
    headers: bearer(ad.manageToken),
  });
  expect(manage.json()).toMatchObject({ showPhone: true });

  const off = await setShow(ad.id, ad.manageToken, { showPhone: false });
  expect(off.statusCode, off.body).toBe(200);
  // The owner still reads the number (the edit form needs it), and the setting.
  expect(off.json()).toMatchObject({ showPhone: false, vehicle: { phone: '071 864 2097' } });

  const one = await app.inject({ url: `/api/vehicles/${ad.id}` });
  expect(one.json<Vehicle>()).toMatchObject({ id: ad.id, phone: '', phoneHidden: true });
  const list = (await app.inject({ url: '/api/vehicles?type=all&limit=60' })).json<{
    items: Vehicle[];
  }>();
  expect(list.items.find((item) => item.id === ad.id)).toMatchObject({
    phone: '',
    phoneHidden: true,
  });
  for (const [url, body] of await publicAnswers(ad)) expectNoNumber(body, url);

  const on = await setShow(ad.id, ad.manageToken, { showPhone: true });
  expect(on.json()).toMatchObject({ showPhone: true });
  const back = (await app.inject({ url: `/api/vehicles/${ad.id}` })).json<Vehicle>();
  expect(back.phone).toBe('071 864 2097');
  expect(back.phoneHidden).toBeUndefined();
});

test('only the manage token changes it; bad bodies are 400 with a code; nothing changes', async () => {
  const ad = await postAd('Showphone2');
  const other = await postAd('Showphone3');
  for (const token of [null, other.manageToken, 'x'.repeat(24)]) {
    const response = await setShow(ad.id, token, { showPhone: false });
    expect(response.statusCode, String(token)).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  }
  for (const payload of [{}, { showPhone: 'no' }, { showPhone: 0 }, { showPhone: false, x: 1 }]) {
    const response = await setShow(ad.id, ad.manageToken, payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json<{ code: string }>().code).toBeTruthy();
  }
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).json<Vehicle>().phone).toBe(
    '071 864 2097',
  );
  // An edit of the ad keeps the choice: it is no field of the ad.
  await setShow(ad.id, ad.manageToken, { showPhone: false });
  const [row] = await app.db.query<{ show_phone: boolean; phone: string }>(
    'SELECT show_phone, phone FROM vehicles WHERE id = $1',
    [ad.id],
  );
  expect(row).toEqual({ show_phone: false, phone: '071 864 2097' });
});

test('an edit keeps the number hidden; a deleted ad cannot change it', async () => {
  const ad = await postAd('Showphone4');
  await setShow(ad.id, ad.manageToken, { showPhone: false });
  const edit = await app.inject({
    method: 'PUT',
    url: `/api/vehicles/${ad.id}`,
    headers: bearer(ad.manageToken),
    payload: postForm(buildAdForm({ model: 'Showphone4', title: 'Edited title', phone: PHONE })),
  });
  // The edit's answer goes to the owner: the number as typed.
  expect(edit.statusCode, edit.body).toBe(200);
  const after = (await app.inject({ url: `/api/vehicles/${ad.id}` })).json<Vehicle>();
  expect(after).toMatchObject({ title: 'Edited title', phone: '', phoneHidden: true });
  await app.inject({
    method: 'DELETE',
    url: `/api/vehicles/${ad.id}`,
    headers: bearer(ad.manageToken),
  });
  expect((await setShow(ad.id, ad.manageToken, { showPhone: true })).statusCode).toBe(409);
});
