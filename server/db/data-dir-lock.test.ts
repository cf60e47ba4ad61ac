import { spawn, spawnSync } from 'node:child_process';
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
    expect(readFileSync(`${dir}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
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

test.skipIf(process.platform !== 'linux')(
  'a stale lock naming a live process that is not the server that wrote it does not block a start',
  () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bikebazaar-lock-')), 'db');
    // Its pid reused by a process that is no server (a shell's sleep).
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(`${dir}.lock`, `${other.pid}\n`);
      lockDataDir(dir)();
      // A Node.js process, alive, but started at another time than the lock says.
      writeFileSync(`${dir}.lock`, `${process.ppid}\n12345\n`);
      lockDataDir(dir)();
      // The same process at its own start time: the holder, still running, so refused.
      const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
      const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      writeFileSync(`${dir}.lock`, `${process.ppid}\n${started}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill('SIGKILL');
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  },
);

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
  300_000,
);
