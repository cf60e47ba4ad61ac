import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import type { Queryable } from '../db/db';
import { BACKUP_LOCK } from '../photos/backup-guard';
import { namedKeys } from '../photos/orphan-sweep';
import {
  createDiskPhotoStore,
  isStoredName,
  photoFilesOf,
  type PhotoStore,
} from '../photos/photo-store';
import { createS3PhotoStore } from '../photos/s3-photo-store';

const run = promisify(execFile);

/**
 * Written into the archive. Format 2 adds what the backup checked: the ads in the dump, each
 * photo file's SHA-256, and the photos the ads named that the store had already lost.
 */
export type Manifest = {
  format: 1 | 2;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  photos: number;
  ads?: number;
  files?: Record<string, string>;
  missing?: string[];
};

export class BackupError extends Error {
  override name = 'BackupError';
}

const DB_FILE = { pglite: 'pglite-data.tar.gz', postgres: 'postgres.pgdump' } as const;
type Target = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;
/** What the database said at the moment of its dump. */
type Snapshot = { ads: number; keys: Set<string> };

async function photoStoreOf(config: Target): Promise<PhotoStore> {
  return config.s3
    ? createS3PhotoStore(config.s3)
    : createDiskPhotoStore(join(config.dataDir, 'photos'));
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function snapshotOf(q: Queryable): Promise<Snapshot> {
  const [row] = await q.query<{ ads: number }>('SELECT count(*)::int AS ads FROM vehicles');
  return { ads: row?.ads ?? 0, keys: await namedKeys(q) };
}

/** Plain reads for the snapshot: PGlite and a pg client answer the same way. */
function queryable(
  run: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>,
): Queryable {
  return {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await run(sql, [...params])).rows as Row[],
    exec: async (sql: string) => {
      await run(sql, []);
    },
  };
}

/**
 * The embedded database belongs to one process: while its server runs (it holds `db.lock`), a
 * second PGlite on the folder would checkpoint it under the server and destroy acknowledged
 * writes. So the backup takes the same lock, or refuses.
 */
async function dumpPGlite(
  config: Target,
  file: string,
  copyPhotos: (s: Snapshot) => Promise<void>,
) {
  const dir = join(config.dataDir, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}`);
  let release: () => void;
  try {
    release = lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message.replace(/ Stop that server.*$/, '')} ` +
        'The embedded database can only be backed up while its server is stopped: stop it ' +
        '(SIGTERM), run the backup, then start it again. Nothing was written.',
    );
  }
  try {
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    let snapshot: Snapshot;
    try {
      snapshot = await snapshotOf(queryable((sql, params) => db.query(sql, params)));
      const dump = await db.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    // Still locked: no server can start and change the photos meanwhile.
    await copyPhotos(snapshot);
  } finally {
    release();
  }
}

/**
 * pg_dump reads a snapshot this connection exported, and the photos copied are those the same
 * snapshot names. The exclusive BACKUP_LOCK, taken before the snapshot and kept until the last
 * photo is copied, makes every instance's photo deletes wait (`yieldToBackups`), so an edit or
 * delete meanwhile cannot remove a file the dump still names.
 */
async function dumpPostgres(url: string, file: string, copyPhotos: (s: Snapshot) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const snapshot = await snapshotOf(queryable((sql, params) => client.query(sql, params)));
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.id}`,
      `--file=${file}`,
      url,
    ]);
    await copyPhotos(snapshot);
    await client.query('COMMIT');
  } finally {
    await client.end().catch(() => undefined); // ends the lock and the snapshot with it
  }
}

/** The ads and photo keys a dump holds, read back from the file just written. */
async function readDump(engine: Manifest['engine'], file: string): Promise<Snapshot> {
  if (engine === 'pglite') {
    const data = await readFile(file);
    const loadDataDir = new Blob([new Uint8Array(data)], { type: 'application/x-gzip' });
    const db = await PGlite.create({ loadDataDir, extensions: { pg_trgm } });
    try {
      return await snapshotOf(queryable((sql, params) => db.query(sql, params)));
    } finally {
      await db.close();
    }
  }
  const { stdout } = await run(
    'pg_restore',
    ['--data-only', '--table=vehicles', '--file=-', file],
    { maxBuffer: 1024 ** 3 },
  );
  // COPY public.vehicles (id, …, image, gallery, …) FROM stdin; then one tab-separated row a line.
  const lines = stdout.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*vehicles \(/.test(line));
  if (start < 0) throw new BackupError('The dump holds no ads table.');
  const columns = /\(([^)]*)\)/.exec(lines[start]!)![1]!.split(', ');
  const named = [columns.indexOf('image'), columns.indexOf('gallery')];
  const keys = new Set<string>();
  let ads = 0;
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    ads += 1;
    const cells = line.split('\t');
    for (const index of named) {
      for (const match of (cells[index] ?? '').matchAll(/(?:^|[{,"])\/photos\/([0-9a-f]{32})/g)) {
        keys.add(match[1]!);
      }
    }
  }
  return { ads, keys };
}

/** Every check a restore relies on: the dump reads, its ads are all there, every photo is whole. */
export async function verifyArchive(archive: string): Promise<Manifest> {
  const staging = mkdtempSync(join(tmpdir(), 'bikebazaar-verify-'));
  try {
    await run('tar', ['-xzf', resolve(archive), '-C', staging]);
    const manifest = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 2 || !manifest.files) return manifest; // older archives: nothing to check
    for (const [name, sum] of Object.entries(manifest.files)) {
      const path = join(staging, 'photos', name);
      if (!existsSync(path) || sha256(await readFile(path)) !== sum) {
        throw new BackupError(`The archive's photo ${name} does not match its checksum.`);
      }
    }
    const dump = await readDump(manifest.engine, join(staging, DB_FILE[manifest.engine]));
    if (dump.ads !== manifest.ads) {
      throw new BackupError(`The dump holds ${dump.ads} ads; the database had ${manifest.ads}.`);
    }
    const lost = new Set(manifest.missing ?? []);
    const absent = [...dump.keys].filter(
      (key) => !manifest.files![`${key}.webp`] && !lost.has(key),
    );
    if (absent.length) {
      throw new BackupError(`${absent.length} photos the dump names are not in the archive.`);
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * One archive: the database and exactly the photos it names, checked before it is called written.
 * On PostgreSQL it runs beside the live site; the embedded database needs its server stopped.
 */
export async function backup(
  config: Target,
  outDir: string,
  now = new Date(),
): Promise<{ archive: string; manifest: Manifest }> {
  const staging = mkdtempSync(join(tmpdir(), 'bikebazaar-backup-'));
  try {
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    const store = await photoStoreOf(config);
    const files: Record<string, string> = {};
    const missing: string[] = [];
    let ads = 0;
    mkdirSync(join(staging, 'photos'));
    const copyPhotos = async (snapshot: Snapshot) => {
      ads = snapshot.ads;
      for (const key of [...snapshot.keys].sort()) {
        for (const name of photoFilesOf(key)) {
          const photo = await store.get(name);
          if (!photo) {
            if (name === `${key}.webp`) missing.push(key); // lost before this backup
            continue;
          }
          const data = await buffer(photo.body);
          await writeFile(join(staging, 'photos', name), data);
          files[name] = sha256(data);
        }
      }
    };
    const dumpFile = join(staging, DB_FILE[engine]);
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, dumpFile, copyPhotos);
    else await dumpPGlite(config, dumpFile, copyPhotos);
    const manifest: Manifest = {
      format: 2,
      createdAt: now.toISOString(),
      engine,
      photos: Object.keys(files).length,
      ads,
      files,
      missing,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(outDir, { recursive: true });
    const archive = resolve(outDir, `bikebazaar-backup-${stamp(now)}.tar.gz`);
    await run('tar', ['-czf', archive, '-C', staging, '.']);
    try {
      return { archive, manifest: await verifyArchive(archive) };
    } catch (error) {
      rmSync(archive, { force: true });
      throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Refuses to write over existing data, and an archive that fails its own checks. */
export async function restore(archive: string, config: Target): Promise<Manifest> {
  const manifest = await verifyArchive(archive);
  const staging = mkdtempSync(join(tmpdir(), 'bikebazaar-restore-'));
  try {
    await run('tar', ['-xzf', resolve(archive), '-C', staging]);
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== engine) {
      throw new BackupError(
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
        throw new BackupError(`${dir} is not empty: restore into a fresh DATA_DIR.`);
      }
      mkdirSync(dir, { recursive: true });
      const data = await readFile(join(staging, DB_FILE.pglite));
      const loadDataDir = new Blob([new Uint8Array(data)], { type: 'application/x-gzip' });
      const db = await PGlite.create(dir, { loadDataDir, extensions: { pg_trgm } });
      await db.close();
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
