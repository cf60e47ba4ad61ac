/**
 * dist/outbox-sw.js: the outbox's Background Sync and the push alert handlers (src/sw/), bundled with
 * the same outbox and API code the pages use into one classic script, which the Workbox
 * service worker loads with importScripts (vite.config.ts).
 */
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
