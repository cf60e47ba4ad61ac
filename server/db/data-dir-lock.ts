import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Locks this process holds: a pid equal to ours in a lock file not in here is a stale one. */
const held = new Set<string>();

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>.lock` (a file holding this process's pid) for a PGlite data folder: two processes
 * on one folder each see only their own writes and corrupt it. A lock left by a process that no
 * longer runs (a crash, kill -9) is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  if (held.has(path)) {
    throw new DataDirLockedError(`The database folder ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(path);
      return () => {
        held.delete(path);
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = Number.NaN;
    try {
      owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
    } catch {
      continue; // removed meanwhile: try again
    }
    if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
      throw new DataDirLockedError(
        `The database folder ${dir} is in use by another server (process ${owner}). ` +
          'Stop that server first, or give this one its own DATA_DIR.',
      );
    }
    unlinkSync(path); // left by a process that is gone
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dir}.`);
}
