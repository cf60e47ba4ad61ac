import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../testing/server-process';
import { createTestEnv } from '../testing/test-app';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

test('a lock left by a process that is gone is taken over; a live one is refused', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'bikebazaar-lock-')), 'db');
  try {
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    // process.ppid: the test runner, alive and not us.
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`in use by another server (process ${process.ppid})`);
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

test.skipIf(process.env.TEST_DATABASE_URL && process.env.DB_ENGINE !== 'pglite')(
  'a second server on the same PGlite folder is refused at start with a clear message',
  async () => {
    const env = await createTestEnv();
    const config = env.config();
    const vars = { DATA_DIR: config.dataDir, DIST_DIR: config.distDir, DATABASE_URL: '' };
    const first = startServer(vars);
    try {
      await first.started();
      const second = startServer(vars);
      expect(await second.exit).toBe(1);
      expect(second.output()).toContain(`in use by another server (process ${first.child.pid})`);
      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);
      expect(existsSync(join(config.dataDir, 'db.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
      await env.dispose();
    }
  },
  120_000,
);
