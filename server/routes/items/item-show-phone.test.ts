import type { GearFormValues, PartFormValues } from '@/domain/listings/item-form-schema';
import { gearFormDefaults, partFormDefaults } from '@/domain/listings/item-form-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { App } from '../../app';
import { expectNoHiddenPhone, HIDDEN_PHONE } from '../../testing/hidden-phone';
import { createTestEnv, postForm } from '../../testing/test-app';

// "Show my number" for part and gear ads (issues 45, 46): off, the number leaves the server for
// its owner and the moderators only, exactly as a vehicle ad's; no list, search or by-id answer
// has it in any form. On PGlite and PostgreSQL.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { managePerWindow: 10_000, postsPerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const part = (patch: Partial<PartFormValues> = {}): PartFormValues => ({
  ...partFormDefaults,
  title: 'Clutch plates, Pulsar',
  category: 'engine',
  condition: 'used',
  brand: 'Bajaj',
  price: '3500',
  location: 'Kandy',
  phone: HIDDEN_PHONE,
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
  ...patch,
});

const gear = (patch: Partial<GearFormValues> = {}): GearFormValues => ({
  ...gearFormDefaults,
  title: 'Riding gloves, leather',
  category: 'gloves',
  brand: 'Rynox',
  price: '4500',
  location: 'Galle',
  phone: HIDDEN_PHONE,
  size: 'L',
  ...patch,
});

type Posted = ItemAd & { manageToken: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(ad: unknown, showPhone?: string): Promise<Posted> {
  const form = postForm(ad);
  if (showPhone !== undefined) form.append('showPhone', showPhone);
  const response = await app.inject({ method: 'POST', url: '/api/items', payload: form });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

const setShow = (id: string, token: string | null, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/items/${id}/manage`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

/** Every public answer that carries part or gear ads. */
async function publicAnswers(ad: Posted): Promise<Array<[string, string]>> {
  const list = ad.kind === 'part' ? '/api/parts' : '/api/gear';
  const urls = [
    `/api/items/${ad.id}`,
    `${list}?limit=60`,
    `${list}?limit=60&sort=price-asc`,
    `${list}?q=${encodeURIComponent(ad.title.split(',')[0]!)}`,
    ...(ad.kind === 'part' ? ['/api/parts?fit=Bajaj|Pulsar 150|2015'] : ['/api/gear?size=L']),
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

test('a part shows its number; off, no public answer has it; the owner still reads it; on again, it is back', async () => {
  const ad = await post(part());
  const shown = await app.inject({ url: `/api/items/${ad.id}` });
  expect(shown.json<ItemAd>()).toMatchObject({ phone: '071 864 2097' });
  expect(shown.json<ItemAd>().phoneHidden).toBeUndefined();
  const manage = await app.inject({
    url: `/api/items/${ad.id}/manage`,
    headers: bearer(ad.manageToken),
  });
  expect(manage.json()).toMatchObject({ showPhone: true });

  const off = await setShow(ad.id, ad.manageToken, { showPhone: false });
  expect(off.statusCode, off.body).toBe(200);
  // The owner still reads the number (the edit form needs it), and the setting.
  expect(off.json()).toMatchObject({
    showPhone: false,
    ad: { phone: '071 864 2097', phoneHidden: true },
  });

  for (const [url, body] of await publicAnswers(ad)) {
    expectNoHiddenPhone(body, url);
  }
  const one = await app.inject({ url: `/api/items/${ad.id}` });
  expect(one.json<ItemAd>()).toMatchObject({ id: ad.id, phone: '', phoneHidden: true });
  const listed = (await app.inject({ url: '/api/parts?limit=60' })).json<{ items: ItemAd[] }>();
  expect(listed.items.find((item) => item.id === ad.id)).toMatchObject({
    phone: '',
    phoneHidden: true,
  });

  const on = await setShow(ad.id, ad.manageToken, { showPhone: true });
  expect(on.json()).toMatchObject({ showPhone: true });
  const back = await app.inject({ url: `/api/items/${ad.id}` });
  expect(back.json<ItemAd>()).toMatchObject({ phone: '071 864 2097' });
  expect(back.json<ItemAd>().phoneHidden).toBeUndefined();
});

test('gear posted with "Show my number" off never shows its number', async () => {
  const ad = await post(gear(), 'false');
  expect(ad).toMatchObject({ phoneHidden: true });
  const manage = await app.inject({
    url: `/api/items/${ad.id}/manage`,
    headers: bearer(ad.manageToken),
  });
  expect(manage.json()).toMatchObject({ showPhone: false });
  for (const [url, body] of await publicAnswers(ad)) expectNoHiddenPhone(body, url);

  // 'true' (or no field) leaves it shown.
  const shown = await post(
    gear({ title: 'Riding boots', category: 'boots', phone: '0771234567' }),
    'true',
  );
  const again = await app.inject({ url: `/api/items/${shown.id}` });
  expect(again.json<ItemAd>()).toMatchObject({ phone: '077 123 4567' });
  expect(again.json<ItemAd>().phoneHidden).toBeUndefined();
});

test('only the manage token changes it; a bad body is a 400; a deleted ad is 409', async () => {
  const ad = await post(part({ title: 'Chain sprocket kit' }));
  expect((await setShow(ad.id, null, { showPhone: false })).statusCode).toBe(403);
  expect((await setShow(ad.id, 'x'.repeat(32), { showPhone: false })).statusCode).toBe(403);
  expect((await setShow(ad.id, ad.manageToken, { showPhone: 'no' })).statusCode).toBe(400);
  expect((await setShow(ad.id, ad.manageToken, { showPhone: false, phone: '1' })).statusCode).toBe(
    400,
  );
  // Nothing changed by the refusals.
  expect(
    (await app.inject({ url: `/api/items/${ad.id}` })).json<ItemAd>().phoneHidden,
  ).toBeUndefined();
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/items/${ad.id}`,
    headers: bearer(ad.manageToken),
  });
  expect(removed.statusCode).toBe(200);
  expect((await setShow(ad.id, ad.manageToken, { showPhone: false })).statusCode).toBe(409);
});

test('a hidden number stays hidden through an edit, and the moderators still read it', async () => {
  const ad = await post(part({ title: 'Headlight assembly' }), 'false');
  const form = postForm(part({ title: 'Headlight assembly, working' }));
  form.append('keep', JSON.stringify({ hero: null, gallery: [] }));
  const edited = await app.inject({
    method: 'PUT',
    url: `/api/items/${ad.id}`,
    headers: bearer(ad.manageToken),
    payload: form,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const one = await app.inject({ url: `/api/items/${ad.id}` });
  expect(one.json<ItemAd>()).toMatchObject({ title: 'Headlight assembly, working', phone: '' });
  const [row] = await app.db.query<{ phone: string; show_phone: boolean }>(
    'SELECT phone, show_phone FROM vehicles WHERE id = $1',
    [ad.id],
  );
  expect(row).toEqual({ phone: '071 864 2097', show_phone: false });
});
