import { linkSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';

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

const mtimeOf = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** When a process started (clock ticks since boot, /proc/<pid>/stat's 22nd field); null: unknown. */
function startTime(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces and parentheses: count from its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's process still runs and is the one that wrote it. A pid is reused after a
 * crash: the lock records its process's start time, and a live process that started at another
 * time (or, for a lock without one, is no Node.js process) is not the server that held it.
 */
function holder(pid: number, started: string | undefined): boolean {
  if (!alive(pid)) return false;
  const now = startTime(pid);
  if (now === null) return true; // no /proc here: a live pid is taken at its word
  if (started) return now === started;
  try {
    return /(^|\/)(node|tsx)[^/\0]*\0/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
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
  const mine = `${process.pid}\n${startTime('self') ?? ''}\n`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Written whole under a name of its own, then linked into place: another process never
    // reads a lock file half written (and takes it for a stale one).
    const draft = `${path}.${process.pid}.${attempt}.tmp`;
    try {
      writeFileSync(draft, mine);
      linkSync(draft, path);
      held.add(path);
      return () => {
        held.delete(path);
        try {
          if (readFileSync(path, 'utf8').split('\n')[0] === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue; // removed meanwhile: try again
    }
    const [pid, start] = text.split('\n');
    const owner = Number.parseInt(pid ?? '', 10);
    // Empty: an older server between its open and its write, held unless it is seconds old.
    const writing = !text && Date.now() - mtimeOf(path) < 10_000;
    if (writing || (Number.isInteger(owner) && owner > 0 && holder(owner, start || undefined))) {
      throw new DataDirLockedError(
        `The database folder ${dir} is in use by another server (process ${owner || '?'}). ` +
          'Stop that server first, or give this one its own DATA_DIR.',
      );
    }
    // Left by a process that is gone: removed only if it is still that same lock (another
    // process taking it over meanwhile has put its own in place).
    try {
      if (readFileSync(path, 'utf8') === text) unlinkSync(path);
    } catch {
      // Removed meanwhile: try again.
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dir}.`);
}
