import closeWithGrace from 'close-with-grace';
import { site } from '@/config/site';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
let app;
try {
  app = await buildApp(config);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** How long requests in flight may finish after SIGTERM before their connections are cut. */
const DRAIN_MS = 8_000;

// SIGTERM/SIGINT: stop accepting connections, close idle ones, finish requests in flight, close
// the database and Redis. Connections still busy after DRAIN_MS (a stalled upload) are cut, so
// the database still closes cleanly before an orchestrator's SIGKILL; 10 s is the last resort.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info(`${signal}: closing`);
  const cut = setTimeout(() => {
    app.log.warn('closing: connections still busy are cut');
    app.server.closeAllConnections();
  }, DRAIN_MS);
  cut.unref();
  await app.close();
  clearTimeout(cut);
});

// The line below is the start's one line: Fastify's own JSON "Server listening" (one per
// interface on 0.0.0.0) is left out at the default level.
const level = app.log.level;
if (level === 'info') app.log.level = 'warn';
await app.listen({ port: config.port, host: config.host });
app.log.level = level;
const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`${site.name} is running at http://${shown}:${port}/ (database: ${app.db.engine})`);
