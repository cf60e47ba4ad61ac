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

// SIGTERM/SIGINT: stop accepting connections, finish requests in flight, close the database and
// Redis; a request still running after 10 s (a stalled upload) is not waited for.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info(`${signal}: closing`);
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`${site.name} is running at http://${shown}:${port}/ (database: ${app.db.engine})`);
