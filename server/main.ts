import closeWithGrace from 'close-with-grace';
import { site } from '@/config/site';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp(config);

// SIGTERM/SIGINT: stop accepting connections, finish requests in flight, close the database and
// Redis; a request still running after 10 s (a stalled upload) is not waited for.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info(`${signal}: closing`);
  await app.close();
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
