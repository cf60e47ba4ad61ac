import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPGlite } from './pglite-db';
import { openPostgres } from './postgres-db';

export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPGlite(join(config.dataDir, 'db'));
}
