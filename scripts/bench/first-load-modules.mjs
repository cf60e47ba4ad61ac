// Which source modules make up each route's first load (scripts/bench/first-load.mjs), in gzip
// bytes. Needs a build with source maps, best in a folder of its own:
//   npx vite build --logLevel warn --sourcemap --outDir /tmp/first-load && \
//   node scripts/bench/first-load-modules.mjs /tmp/first-load [rows]
// Each chunk's bytes are split by the source map; each module's share of the chunk's gzip size is
// its slice gzipped alone, scaled so that a chunk's modules add up to the chunk. Bytes no module
// claims (imports, exports, the source map comment) are listed as '(glue)'. A build without maps
// lists every chunk as '(bundler runtime)'.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_ROUTES, readBuild } from './first-load.mjs';

const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');

const dir = process.argv[2] ?? 'dist';
const rows = Number(process.argv[3] ?? 25);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const build = readBuild(dir);

const files = new Set();
for (const { route, module } of FIRST_LOAD_ROUTES) {
  const load = build.firstLoad(module);
  load.files.forEach((file) => files.add(file));
  const list = load.files.map(
    (file) => `${file.replace(/^assets\//, '')} ${kb(build.gzipSize(file))}`,
  );
  console.log(`first load of ${route}: ${kb(load.bytes)} KB (${list.join(', ')})`);
}

/** Source module → { gzip share, chunks }, over every chunk of any route's first load. */
const modules = new Map();
for (const file of files) {
  const code = readFileSync(`${dir}/${file}`, 'utf8');
  let map;
  try {
    map = JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8'));
  } catch {
    // The bundler's runtime helpers come without a map.
    const entry = modules.get('(bundler runtime)') ?? { bytes: 0, chunks: new Set() };
    entry.bytes += build.gzipSize(file);
    entry.chunks.add(file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    modules.set('(bundler runtime)', entry);
    continue;
  }
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const segments = [];
  new SourceMapConsumer(map).eachMapping((m) =>
    segments.push({ at: lineStarts[m.generatedLine - 1] + m.generatedColumn, source: m.source }),
  );
  segments.sort((a, b) => a.at - b.at);
  const slices = new Map();
  segments.forEach(({ at, source }, i) => {
    const key = source ?? '(glue)';
    const end = segments[i + 1]?.at ?? code.length;
    slices.set(key, (slices.get(key) ?? '') + code.slice(at, end));
  });
  const alone = [...slices].map(([source, text]) => [source, gzipSync(text, { level: 9 }).length]);
  const sum = alone.reduce((total, [, bytes]) => total + bytes, 0);
  const chunk = file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
  for (const [source, bytes] of alone) {
    const name = source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+.*?\/src\//, 'src/');
    const entry = modules.get(name) ?? { bytes: 0, chunks: new Set() };
    entry.bytes += (bytes * build.gzipSize(file)) / sum;
    entry.chunks.add(chunk);
    modules.set(name, entry);
  }
}

console.log(`\nKB gzip  module  (chunks)`);
for (const [name, { bytes, chunks }] of [...modules]
  .sort((a, b) => b[1].bytes - a[1].bytes)
  .slice(0, rows)) {
  console.log(`${kb(bytes).padStart(7)}  ${name}  (${[...chunks].join(', ')})`);
}
