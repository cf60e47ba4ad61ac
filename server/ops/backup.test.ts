import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { buildAdForm } from '@/testing/test-vehicle';
import { BACKUP_LOCK } from '../photos/backup-guard';
import { colourPhotos, photoFiles, postAd, type Posted } from '../testing/ad-posts';
import { createTestEnv, postForm } from '../testing/test-app';
import { backup, restore, verifyArchive } from './backup';

const run = promisify(execFile);
const onPostgres = !!process.env.TEST_DATABASE_URL && process.env.DB_ENGINE !== 'pglite';

test('a backup restored into a fresh place serves its ads, photos and manage links', async () => {
  const source = await createTestEnv();
  const target = await createTestEnv({ fresh: true });
  // A fresh place: an empty database (PostgreSQL); no database folder at all (PGlite).
  rmSync(join(target.dir, 'data', 'db'), { recursive: true, force: true });
  try {
    let app = await source.open();
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#2a6' },
    })
      .jpeg()
      .toBuffer();
    const posted = await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: postForm(buildAdForm({ model: 'Backup test' }), [
        { field: 'hero', name: 'bike.jpg', data: jpeg },
      ]),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id, manageToken, image } = posted.json<{
      id: string;
      manageToken: string;
      image: string;
    }>();
    await app.close(); // the embedded database is backed up with its server stopped

    const { archive } = await backup(
      source.config(),
      join(source.dir, 'backups'),
      new Date('2026-11-26T01:02:03Z'),
    );
    expect(archive).toMatch(/bikebazaar-backup-20261126-010203\.tar\.gz$/);
    expect(existsSync(archive)).toBe(true);

    const manifest = await restore(archive, target.config());
    expect(manifest).toMatchObject({
      engine: source.engine,
      createdAt: '2026-11-26T01:02:03.000Z',
    });
    expect(manifest.photos).toBeGreaterThanOrEqual(2); // the photo and its thumbnail

    app = await target.open();
    try {
      const ad = await app.inject({ url: `/api/vehicles/${id}` });
      expect(ad.statusCode).toBe(200);
      expect(ad.json()).toMatchObject({ id, model: 'Backup test', image });
      const photo = await app.inject({ url: image });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      const manage = await app.inject({
        url: `/api/vehicles/${id}/manage`,
        headers: { authorization: `Bearer ${manageToken}` },
      });
      expect(manage.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    // Never over existing data.
    if (source.engine === 'pglite') {
      await expect(restore(archive, target.config())).rejects.toThrow(/not empty/);
    }
  } finally {
    await source.dispose();
    await target.dispose();
  }
}, 300_000); // two databases built from scratch, a dump and a restore: slow on a busy machine

describe('backups beside a running server', () => {
  test.skipIf(onPostgres)(
    'on the embedded database a backup refuses while the server runs, and writes nothing',
    async () => {
      const env = await createTestEnv();
      const app = await env.open();
      try {
        const out = join(env.dir, 'backups');
        await expect(backup(env.config(), out)).rejects.toThrow(
          /The embedded database can only be backed up while its server is stopped.*Nothing was written/,
        );
        expect(existsSync(out)).toBe(false);
        // The server was not disturbed: it still takes and serves ads.
        const posted = await postAd(app, { model: 'After refused backup' });
        expect(posted.statusCode).toBe(201);
      } finally {
        await app.close();
        await env.dispose();
      }
    },
  );

  test.skipIf(!onPostgres)(
    'on PostgreSQL, deletes and edits during a backup leave every photo the dump names',
    async () => {
      const source = await createTestEnv();
      const target = await createTestEnv({ fresh: true });
      const app = await source.open();
      try {
        const posted: Posted[] = [];
        for (let index = 0; index < 6; index += 1) {
          const answer = await postAd(
            app,
            { model: `Backup race ${index}` },
            await colourPhotos(2),
          );
          expect(answer.statusCode, answer.body).toBe(201);
          posted.push(answer.json<Posted>());
        }
        // A backup running: its lock is held, as from the snapshot to the last photo copied.
        const holder = new pg.Client({ connectionString: source.config().databaseUrl! });
        await holder.connect();
        await holder.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK]);
        const victim = posted[0]!;
        const deleted = await app.inject({
          method: 'DELETE',
          url: `/api/vehicles/${victim.id}`,
          headers: { authorization: `Bearer ${victim.manageToken}` },
        });
        expect(deleted.statusCode).toBe(200);
        const kept = victim.image.slice('/photos/'.length);
        expect(photoFiles(source.dir)).toContain(kept); // left for the sweep, not for the backup
        await holder.end();

        // A real backup, with deletes racing it: every ad in the archive has its photos.
        const racing = Promise.all(
          posted.slice(1, 4).map((ad) =>
            app.inject({
              method: 'DELETE',
              url: `/api/vehicles/${ad.id}`,
              headers: { authorization: `Bearer ${ad.manageToken}` },
            }),
          ),
        );
        const { archive } = await backup(source.config(), join(source.dir, 'backups'));
        await racing;
        const manifest = await restore(archive, target.config());
        expect(manifest.missing).toEqual([]);
        const restored = await target.open();
        try {
          for (const ad of posted.slice(1)) {
            const answer = await restored.inject({ url: `/api/vehicles/${ad.id}` });
            if (answer.statusCode !== 200) continue; // deleted before the snapshot
            const photo = await restored.inject({ url: answer.json<Posted>().image });
            expect(photo.statusCode, ad.id).toBe(200);
          }
        } finally {
          await restored.close();
        }
      } finally {
        await app.close();
        await source.dispose();
        await target.dispose();
      }
    },
    300_000,
  );

  test('a backup is checked before it is called written, and a damaged archive is refused', async () => {
    const env = await createTestEnv();
    const app = await env.open();
    const posted = await postAd(app, { model: 'Checked backup' }, await colourPhotos(1));
    expect(posted.statusCode).toBe(201);
    await app.close();
    try {
      const { archive } = await backup(env.config(), join(env.dir, 'backups'));
      const manifest = await verifyArchive(archive);
      expect(manifest.ads).toBeGreaterThan(0);
      const image = posted.json<Posted>().image.slice('/photos/'.length);
      expect(Object.keys(manifest.files ?? {})).toContain(image);

      // One photo changed inside the archive: its checksum no longer matches.
      const unpacked = join(env.dir, 'unpacked');
      mkdirSync(unpacked);
      await run('tar', ['-xzf', archive, '-C', unpacked]);
      writeFileSync(join(unpacked, 'photos', image), 'not the photo');
      await run('tar', ['-czf', archive, '-C', unpacked, '.']);
      await expect(verifyArchive(archive)).rejects.toThrow(/does not match its checksum/);
      const target = await createTestEnv({ fresh: true });
      rmSync(join(target.dir, 'data', 'db'), { recursive: true, force: true });
      try {
        await expect(restore(archive, target.config())).rejects.toThrow(/checksum/);
      } finally {
        await target.dispose();
      }
    } finally {
      await env.dispose();
    }
  }, 300_000);
});
