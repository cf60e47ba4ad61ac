import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPGlite } from './pglite-db';
import { openPostgres } from './postgres-db';

/** `queryTimeoutMs` bounds each PostgreSQL statement (0: none); PGlite runs in this process. */
export function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  queryTimeoutMs = 0,
  connections = 10,
): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, connections, queryTimeoutMs)
    : openPGlite(join(config.dataDir, 'db'));
}
