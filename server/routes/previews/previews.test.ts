import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { buildAdForm, buildVehicle } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { createPreviews, previewPath } from '../../previews/preview-service';
import { createTestEnv, postForm } from '../../testing/test-app';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ publicUrl: 'https://bikes.example.lk' }, { managePerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

type Posted = Vehicle & { manageToken: string };

const previewFiles = () =>
  readdirSync(join(env.dir, 'data', 'photos'))
    .filter((name) => name.endsWith('.jpg'))
    .sort();

async function post(title: string, withPhoto: boolean): Promise<Posted> {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2a6' },
  })
    .jpeg()
    .toBuffer();
  const response = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(
      buildAdForm({ title, model: title, price: '450000' }),
      withPhoto ? [{ field: 'hero', name: 'bike.jpg', data: photo }] : [],
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

async function expectPreview(url: string) {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.rawPayload.length).toBeLessThan(300 * 1024);
  expect(await sharp(response.rawPayload).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
  return response;
}

test('publishing an ad makes its previews in every language, beside its photos', async () => {
  const before = previewFiles().length;
  const ad = await post('Preview one', true);
  await app.previews.settle();
  expect(previewFiles()).toHaveLength(before + 3);
  for (const lang of ['en', 'si', 'ta'] as const) {
    const url = app.previews.urlFor(ad, lang);
    expect(url).toBe(`https://bikes.example.lk${previewPath(ad, lang)}`);
    expect(url).toMatch(
      /^https:\/\/bikes\.example\.lk\/previews\/[^/]+\/(en|si|ta)-[0-9a-f]{16}\.jpg$/,
    );
    await expectPreview(previewPath(ad, lang));
  }
});

test('an edit gives a new address; the old one leads to it and its file is gone', async () => {
  const ad = await post('Preview edit', true);
  await app.previews.settle();
  const oldPath = previewPath(ad, 'si');
  const edited = await app.inject({
    method: 'PUT',
    url: `/api/vehicles/${ad.id}`,
    headers: { authorization: `Bearer ${ad.manageToken}` },
    payload: (() => {
      const form = postForm(
        buildAdForm({ title: 'Preview edit', model: 'Preview edit', price: '399000' }),
      );
      form.append('keep', JSON.stringify({ hero: ad.image, gallery: [] }));
      return form;
    })(),
  });
  expect(edited.statusCode, edited.body).toBe(200);
  await app.previews.settle();
  const newPath = previewPath(edited.json<Vehicle>(), 'si');
  expect(newPath).not.toBe(oldPath);
  const old = await app.inject({ url: oldPath });
  expect(old.statusCode).toBe(302);
  expect(old.headers.location).toBe(newPath);
  await expectPreview(newPath);
  const versions = previewFiles().filter((name) => name.includes('-si-'));
  expect(versions.some((name) => oldPath.endsWith(name.slice(36)))).toBe(false);
});

test('an ad without a photo, or whose photo is missing, still has a preview: the card', async () => {
  const plain = await post('Preview plain', false);
  await expectPreview(previewPath(plain, 'ta'));
  // Made on its first request when it was never made (an ad stored before previews existed).
  const broken = buildVehicle({
    id: 'preview-broken-photo',
    image: '/photos/ffffffffffffffffffffffffffffffff.webp',
  });
  await app.vehicles.insert([broken]);
  await expectPreview(previewPath(broken, 'en'));
});

test('an unknown ad or a bad address gives no image and never an error', async () => {
  const ad = buildVehicle({ id: 'preview-never-stored' });
  expect((await app.inject({ url: previewPath(ad, 'en') })).statusCode).toBe(404);
  for (const url of [
    '/previews/x/en-zz.jpg',
    '/previews/x/fr-0123456789abcdef.jpg',
    `/previews/${'a'.repeat(300)}/en-0123456789abcdef.jpg`,
    '/previews/%E0%A4%A/en-0123456789abcdef.jpg',
  ]) {
    // Paths too long for the router fall through to the pages' not-found handling.
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBeLessThan(500);
    expect(response.headers['content-type'], url).not.toBe('image/jpeg');
  }
});

test('a preview that cannot be made is logged and never thrown at the poster', async () => {
  const errors: unknown[] = [];
  const previews = createPreviews({
    store: {
      publicUrl: null,
      probe: async () => undefined,
      get: async () => null,
      put: async () => {
        throw new Error('disk full');
      },
      delete: async () => undefined,
      list: async function* () {},
    },
    publicUrl: () => 'https://bikes.example.lk',
    log: { error: (...args: unknown[]) => errors.push(args), info: () => undefined } as never,
  });
  expect(() => previews.refresh(buildVehicle())).not.toThrow();
  await previews.settle();
  expect(errors).toHaveLength(1);
});
