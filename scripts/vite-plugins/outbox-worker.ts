/** One classic script, because the Workbox service worker loads it with importScripts. */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export const OUTBOX_WORKER_FILE = 'outbox-sw.js';

export function outboxWorkerPlugin(): Plugin {
  return {
    name: 'bikebazaar:outbox-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [fileURLToPath(new URL('../../src/sw/outbox-sw.ts', import.meta.url))],
        alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) },
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        logLevel: 'silent',
      });
      this.emitFile({
        type: 'asset',
        fileName: OUTBOX_WORKER_FILE,
        source: result.outputFiles[0]!.text,
      });
    },
  };
}
