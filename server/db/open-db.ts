import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPGlite } from './pglite-db';
import { openPostgres } from './postgres-db';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under the data folder. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPGlite(join(config.dataDir, 'db'));
}
