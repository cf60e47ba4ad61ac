import type { App } from '../../app';
import {
  colourPhotos,
  photoFiles as storedPhotos,
  postAd as post,
  type Posted,
} from '../../testing/ad-posts';
import { failWritesMatching } from '../../testing/fail-writes';
import { createTestEnv } from '../../testing/test-app';

// A write that touches two things stores both or neither, on either engine.
const PASSWORD = 'correct horse battery staple';
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ adminPassword: PASSWORD }, { managePerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const photoFiles = () => storedPhotos(env.dir);
const rowsOf = async (phone: string) =>
  app.db.query<{ id: string; manage_hash: string | null; expires_at: string }>(
    `SELECT id, manage_hash, expires_at::text FROM vehicles WHERE phone = $1`,
    [phone],
  );

let serial = 0;
async function postAd(phone: string, photos = 0) {
  serial += 1;
  return post(app, { phone, model: `Atomic${serial}` }, await colourPhotos(photos));
}

async function login() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: PASSWORD, name: 'Nimal' },
  });
  const token = /bb_admin=([^;]+)/.exec(String(response.headers['set-cookie']))![1]!;
  return { cookie: `bb_admin=${token}`, 'x-csrf-token': response.json().csrfToken as string };
}

test('a post that fails before its owner is stored leaves no ad and no photo', async () => {
  const before = photoFiles().length;
  const undo = failWritesMatching(app.db, /manage_hash/);
  try {
    const response = await postAd('0761110001', 2);
    expect(response.statusCode).toBe(500);
  } finally {
    undo();
  }
  expect(await rowsOf('076 111 0001')).toEqual([]);
  expect(photoFiles().length).toBe(before);
  // The seller's retry is a new ad, not a "duplicate" of a half-written one.
  const retry = await postAd('0761110001', 2);
  expect(retry.statusCode, retry.body).toBe(201);
  const [row] = await rowsOf('076 111 0001');
  expect(row!.manage_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(row!.expires_at).not.toBe('infinity');
});

test('hide, delete and a phone block take no effect without their log entry', async () => {
  const ad = (await postAd('0761110002')).json<Posted>();
  const headers = await login();
  const undo = failWritesMatching(app.db, /INSERT INTO moderation_log/);
  try {
    for (const action of ['hide', 'delete']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/vehicles/${ad.id}/${action}`,
        headers,
        payload: { reason: 'test' },
      });
      expect(response.statusCode).toBe(500);
    }
    const block = await app.inject({
      method: 'POST',
      url: '/api/admin/phones/block',
      headers,
      payload: { phone: '0761110002', reason: 'test' },
    });
    expect(block.statusCode).toBe(500);
  } finally {
    undo();
  }
  const [row] = await app.db.query<{ status: string; hidden: boolean }>(
    'SELECT status, hidden_at IS NOT NULL AS hidden FROM vehicles WHERE id = $1',
    [ad.id],
  );
  expect(row).toEqual({ status: 'active', hidden: false });
  expect(await app.db.query('SELECT 1 FROM blocked_phones')).toEqual([]);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).statusCode).toBe(200);
});

test("deleting an ad deletes its photos' files, and its row names none", async () => {
  const ad = (await postAd('0761110003', 2)).json<Posted>();
  const names = [ad.image, ...ad.gallery].map((url) => url.slice('/photos/'.length));
  expect(photoFiles()).toEqual(expect.arrayContaining(names));
  const response = await app.inject({
    method: 'DELETE',
    url: `/api/vehicles/${ad.id}`,
    headers: { authorization: `Bearer ${ad.manageToken}` },
  });
  expect(response.statusCode).toBe(200);
  const files = photoFiles();
  for (const name of names) {
    expect(files).not.toContain(name);
    expect(files).not.toContain(name.replace('.webp', '-400.webp'));
    expect(files).not.toContain(name.replace('.webp', '-800.webp'));
  }
  const [row] = await app.db.query<{ image: string; gallery: string[] }>(
    'SELECT image, gallery FROM vehicles WHERE id = $1',
    [ad.id],
  );
  expect(row).toEqual({ image: '', gallery: [] });
});
