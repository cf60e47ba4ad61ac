import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildAdForm } from '@/testing/test-vehicle';
import { createTestEnv, postForm } from '../testing/test-app';
import { backup, restore } from './backup';

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

    const archive = await backup(
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
}, 120_000); // two databases built from scratch, a dump and a restore: slow on a busy machine
