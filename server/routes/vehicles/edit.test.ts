import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import {
  jpeg,
  photoFiles as storedPhotos,
  type PhotoPart,
  type Posted,
} from '../../testing/ad-posts';
import { createTestEnv, postForm } from '../../testing/test-app';

// The owner edits an ad, photos included, with the secret manage link.
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

const photoFiles = () => storedPhotos(env.dir).sort();
const fileOf = (url: string) => url.slice('/photos/'.length);

let serial = 0;
async function postAd(files: PhotoPart[] = []): Promise<Posted> {
  serial += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ model: `Edit${serial}`, title: `Edit test ${serial}` }), files),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

function editForm(ad: unknown, keep: unknown, files: PhotoPart[] = []): FormData {
  const form = postForm(ad, files);
  if (keep !== undefined)
    form.append('keep', typeof keep === 'string' ? keep : JSON.stringify(keep));
  return form;
}
const edit = (id: string, token: string | null, form: FormData) =>
  app.inject({
    method: 'PUT',
    url: `/api/vehicles/${id}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: form,
  });
const read = async (id: string) =>
  (await app.inject({ url: `/api/vehicles/${id}` })).json<Vehicle>();

test('the owner edits the text: the same id and posting time, new values for everyone', async () => {
  const ad = await postAd();
  const response = await edit(
    ad.id,
    ad.manageToken,
    editForm(
      buildAdForm({
        model: 'Dio DX',
        price: '395,000',
        location: 'කොළඹ',
        description: 'New tyres.\nFirst owner.',
      }),
      { hero: null, gallery: [] },
    ),
  );
  expect(response.statusCode, response.body).toBe(200);
  const { status, heldBecause, ...edited } = response.json<
    Vehicle & { status: string; heldBecause: string | null }
  >();
  // Nothing in it for the moderators: still live, as the answer says.
  expect({ status, heldBecause }).toEqual({ status: 'active', heldBecause: null });
  expect(edited).toMatchObject({
    id: ad.id,
    postedAt: ad.postedAt,
    model: 'Dio DX',
    price: 395000,
    location: 'Colombo',
    description: 'New tyres.\nFirst owner.',
  });
  expect(await read(ad.id)).toEqual(edited);
  // Search finds the new words, not the old model.
  const found = await app.inject({ url: '/api/vehicles?type=all&q=dio%20dx' });
  expect(found.json<{ items: Vehicle[] }>().items.map((v) => v.id)).toContain(ad.id);
  // Still listed, still the owner's.
  const state = await app.inject({
    url: `/api/vehicles/${ad.id}/manage`,
    headers: { authorization: `Bearer ${ad.manageToken}` },
  });
  expect(state.json()).toMatchObject({ status: 'active', listed: true });
});

test('photos: keep some in a new order, add new ones; dropped photos are deleted afterwards', async () => {
  const ad = await postAd([
    { field: 'hero', name: 'hero.jpg', data: await jpeg('#c33') },
    { field: 'gallery', name: 'a.jpg', data: await jpeg('#3c3') },
    { field: 'gallery', name: 'b.jpg', data: await jpeg('#33c') },
  ]);
  const [a, b] = ad.gallery;
  expect(photoFiles()).toEqual(expect.arrayContaining([fileOf(ad.image), fileOf(a!), fileOf(b!)]));
  // b becomes the main photo; the old main photo and a are dropped; one new gallery photo.
  const response = await edit(
    ad.id,
    ad.manageToken,
    editForm(buildAdForm({ model: ad.model }), { hero: b, gallery: [] }, [
      { field: 'gallery', name: 'new.jpg', data: await jpeg('#cc3') },
    ]),
  );
  expect(response.statusCode, response.body).toBe(200);
  const edited = response.json<Vehicle>();
  expect(edited.image).toBe(b);
  expect(edited.gallery).toHaveLength(1);
  expect(edited.gallery[0]).toMatch(/^\/photos\/[0-9a-f]{32}\.webp$/);
  const files = photoFiles();
  expect(files).toContain(fileOf(b!));
  expect(files).toContain(fileOf(edited.gallery[0]!));
  expect(files).not.toContain(fileOf(ad.image));
  expect(files).not.toContain(fileOf(a!));
  expect(files).not.toContain(fileOf(a!).replace('.webp', '-400.webp'));
  expect(files).not.toContain(fileOf(a!).replace('.webp', '-800.webp'));
  expect((await app.inject({ url: b! })).statusCode).toBe(200);
});

test("keeping a photo the ad never had, or another ad's, is refused and changes nothing", async () => {
  const theirs = await postAd([{ field: 'hero', name: 'h.jpg', data: await jpeg('#999') }]);
  const mine = await postAd();
  const before = photoFiles();
  for (const keep of [
    { hero: theirs.image, gallery: [] },
    { hero: null, gallery: ['https://example.com/x.jpg'] },
    'not json',
    { hero: null, gallery: [], extra: 1 },
  ]) {
    const response = await edit(mine.id, mine.manageToken, editForm(buildAdForm(), keep));
    expect(response.statusCode, response.body).toBe(400);
  }
  expect(await read(mine.id)).toMatchObject({ model: mine.model, image: mine.image });
  expect(await read(theirs.id)).toMatchObject({ image: theirs.image });
  expect(photoFiles()).toEqual(before);
});

test('an invalid edit is answered per field, as a new ad would be, and changes nothing', async () => {
  const ad = await postAd();
  const response = await edit(
    ad.id,
    ad.manageToken,
    editForm(buildAdForm({ make: '', phone: '12345' }), { hero: null, gallery: [] }),
  );
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'validation',
    fields: { make: 'postAd.errors.makeRequired', phone: 'postAd.errors.phoneInvalid' },
  });
  expect(await read(ad.id)).toEqual(
    (({ manageToken: _, status: __, heldBecause: ___, ...rest }) => rest)(ad),
  );
});

test("no token, another ad's, a truncated one or an unknown id: 403 and nothing changes", async () => {
  const mine = await postAd();
  const theirs = await postAd();
  const form = () => editForm(buildAdForm({ model: 'Hacked' }), { hero: null, gallery: [] });
  const answers = await Promise.all([
    edit(mine.id, null, form()),
    edit(mine.id, theirs.manageToken, form()),
    edit(mine.id, mine.manageToken.slice(0, 23), form()),
    edit('no-such-ad', mine.manageToken, form()),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  expect((await read(mine.id)).model).toBe(mine.model);
});

test('a deleted ad cannot be edited back to life; script in fields stays text', async () => {
  const ad = await postAd();
  const auth = { authorization: `Bearer ${ad.manageToken}` };
  expect(
    (await app.inject({ method: 'DELETE', url: `/api/vehicles/${ad.id}`, headers: auth }))
      .statusCode,
  ).toBe(200);
  const response = await edit(ad.id, ad.manageToken, editForm(buildAdForm(), undefined));
  expect(response.statusCode).toBe(409);
  const live = await postAd();
  const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  const edited = await edit(
    live.id,
    live.manageToken,
    editForm(buildAdForm({ description: script, color: '<b>red</b>' }), undefined),
  );
  expect(edited.statusCode).toBe(200);
  expect(await read(live.id)).toMatchObject({ description: script, color: '<b>red</b>' });
});
