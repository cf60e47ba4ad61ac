import { createHash } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../app';
import { createTestEnv, postForm } from '../testing/test-app';
import { newPhotoKey } from './photo-store';
import { sweepOrphans } from './orphan-sweep';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open();
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const photos = () => join(env.dir, 'data', 'photos');
const previewKey = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 32);
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);
function file(name: string, old: boolean) {
  const path = join(photos(), name);
  writeFileSync(path, 'x');
  if (old) utimesSync(path, TWO_HOURS_AGO, TWO_HOURS_AGO);
  return path;
}

test('the sweep removes old photo files no ad names and stale temporary files, nothing else', async () => {
  const hero = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#555' } })
    .jpeg()
    .toBuffer();
  const posted = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    payload: postForm(buildAdForm({ model: 'Swept' }), [
      { field: 'hero', name: 'h.jpg', data: hero },
    ]),
  });
  const key = posted.json<{ image: string }>().image.slice('/photos/'.length, -'.webp'.length);
  // The ad's own photo, made old: it is named, so it stays.
  for (const name of [`${key}.webp`, `${key}-400.webp`]) {
    utimesSync(join(photos(), name), TWO_HOURS_AGO, TWO_HOURS_AGO);
  }
  const orphan = newPhotoKey();
  const gone = [
    file(`${orphan}.webp`, true),
    file(`${orphan}-400.webp`, true),
    file(`${orphan}.webp.0a1b2c3d.tmp`, true),
  ];
  const kept = [
    file(`${newPhotoKey()}.webp`, false), // a post moments before its row
    file(`${newPhotoKey()}.webp.0a1b2c3d.tmp`, false), // being written now
    file('notes.txt', true), // not ours to judge
  ];
  expect(await sweepOrphans(app.db, app.photoStore)).toBe(3);
  for (const path of gone) expect(existsSync(path), path).toBe(false);
  for (const path of kept) expect(existsSync(path), path).toBe(true);
  expect((await app.inject({ url: `/photos/${key}.webp` })).statusCode).toBe(200);
  expect(await sweepOrphans(app.db, app.photoStore)).toBe(0);
});

test.skipIf(!process.env.TEST_DATABASE_URL || process.env.DB_ENGINE === 'pglite')(
  'instances sharing PostgreSQL take turns: one sweeping makes the others skip',
  async () => {
    const orphan = file(`${newPhotoKey()}.webp`, true);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const other = app.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7345120242)');
      locked();
      await held;
    });
    await holding;
    expect(await sweepOrphans(app.db, app.photoStore)).toBeNull();
    expect(existsSync(orphan)).toBe(true);
    release();
    await other;
    expect(await sweepOrphans(app.db, app.photoStore)).toBe(1);
  },
);

test("a deleted ad's link previews are deleted with it; a live ad's stay", async () => {
  const post = async (model: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: postForm(buildAdForm({ model })),
    });
    return answer.json<{ id: string; manageToken: string }>();
  };
  const kept = await post('Preview kept');
  const deleted = await post('Preview deleted');
  await app.previews.settle();
  const previewsOf = (id: string) =>
    readdirSync(photos()).filter((name) => name.startsWith(`${previewKey(id)}-`));
  expect(previewsOf(deleted.id)).toHaveLength(3); // en, si, ta
  const answer = await app.inject({
    method: 'DELETE',
    url: `/api/vehicles/${deleted.id}`,
    headers: { authorization: `Bearer ${deleted.manageToken}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(previewsOf(deleted.id)).toEqual([]);

  // One the delete missed (an older version, a moderator's delete): the sweep takes it.
  const straggler = file(`${previewKey(deleted.id)}-en-0123456789abcdef.jpg`, true);
  for (const name of previewsOf(kept.id)) {
    utimesSync(join(photos(), name), TWO_HOURS_AGO, TWO_HOURS_AGO);
  }
  await sweepOrphans(app.db, app.photoStore);
  expect(existsSync(straggler)).toBe(false);
  expect(previewsOf(kept.id)).toHaveLength(3);
});
