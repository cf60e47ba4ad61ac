/** .br/.gz beside each file, so the server never compresses a 250 KB script per request. */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bikebazaar:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        for await (const file of filesUnder(outDir)) {
          if ((await stat(file)).size < 1024) continue;
          const raw = await readFile(file);
          const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
          await writeFile(`${file}.br`, await brotli(raw, { params }));
          await writeFile(`${file}.gz`, await gzipAsync(raw, { level: 9 }));
        }
      },
    },
  };
}
