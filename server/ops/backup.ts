import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config';
import { createDiskPhotoStore, isStoredName, type PhotoStore } from '../photos/photo-store';
import { createS3PhotoStore } from '../photos/s3-photo-store';

const run = promisify(execFile);

/** Written first, so a restore can refuse the wrong kind early. */
type Manifest = { format: 1; createdAt: string; engine: 'pglite' | 'postgres'; photos: number };

const DB_FILE = { pglite: 'pglite-data.tar.gz', postgres: 'postgres.pgdump' } as const;
type Target = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

async function photoStoreOf(config: Target): Promise<PhotoStore> {
  return config.s3
    ? createS3PhotoStore(config.s3)
    : createDiskPhotoStore(join(config.dataDir, 'photos'));
}

async function photoNames(config: Target): Promise<string[]> {
  if (!config.s3) {
    const dir = join(config.dataDir, 'photos');
    return existsSync(dir) ? readdirSync(dir).filter(isStoredName) : [];
  }
  const { bucket, region, endpoint, forcePathStyle } = config.s3;
  const s3 = new S3Client({ region, forcePathStyle, ...(endpoint ? { endpoint } : {}) });
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? [])
      if (item.Key && isStoredName(item.Key)) names.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** The embedded database is read from its folder, so that server must be stopped. */
export async function backup(config: Target, outDir: string, now = new Date()): Promise<string> {
  const staging = mkdtempSync(join(tmpdir(), 'bikebazaar-backup-'));
  try {
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (config.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(staging, DB_FILE.postgres)}`,
        config.databaseUrl,
      ]);
    } else {
      const dir = join(config.dataDir, 'db');
      if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dir}`);
      const pg = await PGlite.create(dir, { extensions: { pg_trgm } });
      try {
        const dump = await pg.dumpDataDir('gzip');
        await writeFile(join(staging, DB_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await pg.close();
      }
    }
    const store = await photoStoreOf(config);
    const names = await photoNames(config);
    mkdirSync(join(staging, 'photos'));
    for (const name of names) {
      const photo = await store.get(name);
      if (photo) await writeFile(join(staging, 'photos', name), await buffer(photo.body));
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      engine,
      photos: names.length,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(outDir, { recursive: true });
    const archive = resolve(outDir, `bikebazaar-backup-${stamp(now)}.tar.gz`);
    await run('tar', ['-czf', archive, '-C', staging, '.']);
    return archive;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Refuses to write over existing data. */
export async function restore(archive: string, config: Target): Promise<Manifest> {
  const staging = mkdtempSync(join(tmpdir(), 'bikebazaar-restore-'));
  try {
    await run('tar', ['-xzf', resolve(archive), '-C', staging]);
    const manifest = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) as Manifest;
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.format !== 1 || manifest.engine !== engine) {
      throw new Error(
        `This archive holds a ${manifest.engine} database; the configuration points at ${engine}.`,
      );
    }
    if (config.databaseUrl) {
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${config.databaseUrl}`,
        join(staging, DB_FILE.postgres),
      ]);
    } else {
      const dir = join(config.dataDir, 'db');
      if (existsSync(dir) && readdirSync(dir).length) {
        throw new Error(`${dir} is not empty: restore into a fresh DATA_DIR.`);
      }
      mkdirSync(dir, { recursive: true });
      const data = await readFile(join(staging, DB_FILE.pglite));
      const loadDataDir = new Blob([new Uint8Array(data)], { type: 'application/x-gzip' });
      const pg = await PGlite.create(dir, { loadDataDir, extensions: { pg_trgm } });
      await pg.close();
    }
    const store = await photoStoreOf(config);
    for (const name of readdirSync(join(staging, 'photos')).filter(isStoredName)) {
      await store.put(name, await readFile(join(staging, 'photos', name)));
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
