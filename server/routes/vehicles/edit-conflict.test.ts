import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import {
  colourPhotos,
  jpeg,
  photoFiles as storedPhotos,
  postAd as post,
  type Posted,
} from '../../testing/ad-posts';
import { createTestEnv, postForm } from '../../testing/test-app';

// Edits carry the version they were made from: the later of two overlapping edits is refused.
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

const photoFiles = () => storedPhotos(env.dir);

async function postAd(model: string): Promise<Posted> {
  const response = await post(app, { model }, await colourPhotos(2));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

function edit(ad: Posted, keep: unknown, headers: Record<string, string> = {}, added = false) {
  return (async () => {
    const files = added
      ? [{ field: 'gallery' as const, name: 'n.jpg', data: await jpeg('#33c') }]
      : [];
    const form = postForm(buildAdForm({ model: ad.model }), files);
    form.append('keep', JSON.stringify(keep));
    return app.inject({
      method: 'PUT',
      url: `/api/vehicles/${ad.id}`,
      headers: { authorization: `Bearer ${ad.manageToken}`, ...headers },
      payload: form,
    });
  })();
}

test('two overlapping edits: one is stored, the other gets 409; no photo lost or left over', async () => {
  const ad = await postAd('Overlap');
  // Both made from the copy the manage page loaded, as the app sends them: without If-Match, the
  // second could read the first's result (on a busy machine it did) and be refused for keeping a
  // photo the first had dropped (400), not for the overlap.
  const auth = { authorization: `Bearer ${ad.manageToken}` };
  const state = await app.inject({ url: `/api/vehicles/${ad.id}/manage`, headers: auth });
  const loaded = { 'if-match': `"${state.json<{ version: number }>().version}"` };
  const [first, second] = await Promise.all([
    edit(ad, { hero: ad.image, gallery: [] }, loaded, true),
    edit(ad, { hero: ad.gallery[0], gallery: [] }, loaded, true),
  ]);
  const codes = [first!.statusCode, second!.statusCode].sort();
  expect(codes).toEqual([200, 409]);
  const refused = first!.statusCode === 409 ? first! : second!;
  expect(refused.json()).toMatchObject({ code: 'conflict' });
  const now = (await app.inject({ url: `/api/vehicles/${ad.id}` })).json<Vehicle>();
  for (const url of [now.image, ...now.gallery]) {
    expect((await app.inject({ url })).statusCode, url).toBe(200);
  }
  // Every photo file on disk is one an ad names.
  const rows = await app.db.query<{ image: string; gallery: string[] }>(
    'SELECT image, gallery FROM vehicles',
  );
  const named = new Set(rows.flatMap((row) => [row.image, ...row.gallery]));
  for (const file of photoFiles()) {
    expect(named.has(`/photos/${file.replace(/-(400|800)\.webp$/, '.webp')}`), file).toBe(true);
  }
});

test('an edit from an older copy (If-Match) is refused; from the current version it is stored', async () => {
  const ad = await postAd('Versioned');
  const auth = { authorization: `Bearer ${ad.manageToken}` };
  const state = await app.inject({ url: `/api/vehicles/${ad.id}/manage`, headers: auth });
  const { version } = state.json<{ version: number }>();
  const keep = { hero: ad.image, gallery: ad.gallery };
  const fresh = await edit(ad, keep, { 'if-match': `"${version}"` });
  expect(fresh.statusCode, fresh.body).toBe(200);
  expect(fresh.headers.etag).toBe(`"${version + 1}"`);
  const stale = await edit(ad, { hero: null, gallery: [] }, { 'if-match': `"${version}"` });
  expect(stale.statusCode).toBe(409);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).json()).toMatchObject({
    image: ad.image,
    gallery: ad.gallery,
  });
  const after = await app.inject({ url: `/api/vehicles/${ad.id}/manage`, headers: auth });
  expect(after.json()).toMatchObject({ version: version + 1 });
  expect((await edit(ad, keep, { 'if-match': 'soon' })).statusCode).toBe(400);
});
