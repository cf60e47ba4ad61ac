import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate';

/** A check that hangs (a database that accepts connections but never answers) counts as down. */
const CHECK_MS = 2_000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer in ${CHECK_MS} ms`)),
      CHECK_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** An error's code only: no host names or SQL in the answer. */
function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code) return code;
  return typeof message === 'string' ? message.slice(0, 200) : 'failed';
}

/** Null when the database answers, every migration is applied and the photo store takes a write. */
export async function notReadyReason(app: FastifyInstance): Promise<string | null> {
  try {
    const pending = await within(pendingMigrations(app.db), 'the database');
    if (pending.length) return `migrations not applied: ${pending.join(', ')}`;
  } catch (error) {
    return `database: ${reasonOf(error)}`;
  }
  try {
    await within(app.photoStore.probe(), 'the photo store');
  } catch (error) {
    return `photo store: ${reasonOf(error)}`;
  }
  return null;
}
