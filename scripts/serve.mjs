// The build served like a static host. Usage: node scripts/serve.mjs [--port 4173] [--dir dist]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { createStaticHost } from './static-host.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT || 4173));
const host = option('host', '127.0.0.1');
const root = resolve(option('dir', process.env.DIST_DIR || 'dist'));

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const staticHost = createStaticHost({ root });
void staticHost.warm();
const server = createServer(staticHost.handle);

// --port 0 takes a free port: the line names the one it got.
server.listen(port, host, () => {
  console.log(
    `BikeBazaar is being served at http://${host}:${server.address().port}/ (from ${root})`,
  );
});
