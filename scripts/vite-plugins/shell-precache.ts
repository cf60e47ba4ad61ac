/**
 * What the service worker precaches: only what the next offline visit needs to start. Everything
 * else (other pages' chunks, pictures, other languages' texts) is cached as the visitor uses it
 * (vite.config.ts runtimeCaching), and the first page's own files by the page once the worker is
 * in charge (src/app/pwa-keep-page.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

type Entry = { url: string; revision: string | null; size: number };
type ManifestTransform = <T extends Entry>(
  entries: T[],
) => Promise<{ manifest: T[]; warnings: string[] }>;
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** The module every page starts with (the entry imports it at once). */
export const START_MODULE = 'src/app/start.tsx';

/** Besides the scripts: the app's shell page, its install manifest and icon, the fonts it shows. */
const SHELL_EXTRAS = [/^shell\.html$/, /^manifest\.webmanifest$/, /^favicon\.svg$/, /^fonts\//];

/**
 * The shell's scripts and stylesheets: the entry, the start module and what they import
 * statically, never what they load on demand (pages, other languages, the chat…).
 */
export function shellFiles(outDir: string, start = START_MODULE): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as
    Record<string, ManifestChunk> | undefined;
  if (!manifest?.[start]) throw new Error(`The build manifest has no ${start}`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && visit(key));
  visit(start);
  return files;
}

export const isShellExtra = (url: string) => SHELL_EXTRAS.some((pattern) => pattern.test(url));

/**
 * Keeps the precache to the shell; the build's out folder comes from Vite (`plugin` before
 * VitePWA's). A build without a start module (or manifest) stops: the worker would start empty.
 */
export function shellPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir = resolve('dist');
  return {
    plugin: {
      name: 'bikebazaar:shell-precache',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    transform: async (entries) => {
      const shell = shellFiles(outDir);
      const manifest = entries.filter((entry) => shell.has(entry.url) || isShellExtra(entry.url));
      const missing = [...shell].filter((file) => !manifest.some((entry) => entry.url === file));
      return {
        manifest,
        warnings: missing.length ? [`Shell files left out of the precache: ${missing}`] : [],
      };
    },
  };
}
