/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildPublicUrl } from './src/config/public-url.ts';
import { site } from './src/config/site.ts';
import { headMetaPlugin } from './scripts/vite-plugins/head-meta.ts';
import { aliases } from './scripts/vite-plugins/aliases.ts';
import { prerenderPlugin, SHELL_FILE } from './scripts/vite-plugins/prerender.ts';
import { OUTBOX_WORKER_FILE, outboxWorkerPlugin } from './scripts/vite-plugins/outbox-worker.ts';
import { precompressPlugin } from './scripts/vite-plugins/precompress.ts';
import { sitemapPlugin } from './scripts/vite-plugins/sitemap.ts';
import { shellPrecache } from './scripts/vite-plugins/shell-precache.ts';

const precache = shellPrecache();

/**
 * Tests of pure modules (rules, data, settings: no page, no browser storage, nothing mocked)
 * share their worker's modules: loading them once per worker, not once per file, pays there.
 * They are the domain's, data's and settings' tests, and elsewhere those named `*.pure.test.ts`
 * (a formatter, a reducer: they run in Node, so a page or storage there fails at once). Every
 * other test file runs on its own page with modules of its own, Vitest's default.
 */
const PURE_TESTS = ['src/{domain,data,config}/**/*.test.ts', 'src/**/*.pure.test.ts'];

export default defineConfig({
  // The origin in canonical links, og:url, og:image and the sitemap; a bad PUBLIC_URL stops the build.
  define: { __PUBLIC_URL__: JSON.stringify(buildPublicUrl(process.env.PUBLIC_URL)) },
  plugins: [
    react(),
    headMetaPlugin(),
    sitemapPlugin(),
    prerenderPlugin(),
    outboxWorkerPlugin(),
    precache.plugin,
    // Offline after one visit, at little cost: the service worker precaches only the shell (the
    // app's page, its start scripts, the fonts it shows), and the first page's own files are
    // added by the page once the worker is in charge (src/app/pwa-keep-page.ts). Every other
    // file is cached as it is used. New versions wait until the user accepts the reload banner
    // (src/app/pwa-update-prompt.tsx registers it lazily, so no inline script is injected).
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeManifestIcons: false, // cached when used, as every picture is
      manifest: {
        name: site.name,
        short_name: site.name,
        description: 'Buy and sell motorcycles, scooters, spare parts and biker gear in Sri Lanka.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#111827',
        theme_color: '#111827',
        categories: ['shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The shell only (scripts/vite-plugins/shell-precache.ts): about a tenth of the build.
        globPatterns: ['*.{html,svg}', 'assets/*.{js,css}', 'fonts/*.woff2'],
        manifestTransforms: [precache.transform],
        globIgnores: [
          '**/node_modules/**',
          // Loaded by the worker itself (importScripts below), which keeps it.
          OUTBOX_WORKER_FILE,
        ],
        // Ads posted offline are sent by Background Sync, tab open or not.
        importScripts: [`/${OUTBOX_WORKER_FILE}`],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: SHELL_FILE,
        // Files (sitemap, robots, videos…) are never answered with the app.
        navigateFallbackDenylist: [
          /^\/(assets|images|media|icons|api|photos)\//,
          /\.(xml|txt|json|webmanifest|js|css|png|jpe?g|svg|webp|ico|mp4|webm|woff2?)$/i,
        ],
        // Cached as used. Build files carry their content's hash in their name: once cached, never
        // fetched again. Pictures and fonts keep their name across versions: shown from the
        // cache, refreshed in the background. Photos on the marketplace server never change under
        // their name; lists and ads come from the network, and offline from what was last seen.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 250, purgeOnQuotaError: true },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              /^\/(images|icons|fonts)\/|^\/media\/.+\.(webp|jpe?g|png|avif)$|^\/favicon\.svg$/.test(
                url.pathname,
              ),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'pictures',
              expiration: { maxEntries: 300, purgeOnQuotaError: true },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/photos/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/vehicles'),
            handler: 'NetworkFirst',
            options: { cacheName: 'api', expiration: { maxEntries: 100 } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
    precompressPlugin(),
  ],
  resolve: {
    alias: aliases,
  },
  build: {
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // The prerender and precompress steps are slow by design (every page, every file); the
    // timing report would be printed on every build.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // Every page needs React, React DOM and the router: one file compresses better than four.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler|react-router)\// },
            // The small modules the start chunk shares with the pages and with the shell's lazy parts
            // (texts' hook, links, page data, the saved ads' store, the header's items…): split into
            // a file each, they cost ~2 KB gzip more on every first load.
            {
              name: 'shell-shared',
              includeDependenciesRecursively: false,
              test: new RegExp(
                `src/(${[
                  'config/site.ts',
                  'i18n/(i18n-context|use-translation|format).ts',
                  'lib/api/api-base.ts',
                  'data/place-names.ts',
                  'components/ui/link.tsx',
                  'components/layout/(header-nav|language-toggle).tsx',
                  'domain/vehicles/vehicle-types.ts',
                  'lib/(saved-vehicles|create-store|preloadable-lazy).ts',
                  'lib/page-data.tsx',
                  'hooks/(use-hydrated|use-saved-vehicle-ids|use-escape-key).ts',
                ]
                  .join('|')
                  .replaceAll('.', '\\.')})$`,
              ),
            },
            // A long list's windowing, loaded once the list is measured (named for its tests).
            { name: 'virtual', test: /node_modules\/@tanstack\/(react-virtual|virtual-core)\// },
            // What both list and ad pages read before their islands: one file, not seven.
            {
              name: 'ads-shell',
              includeDependenciesRecursively: false,
              test: /src\/(lib\/island\.tsx|lib\/own-ads\/(use-own-ads|own-ads)\.ts|features\/vehicles\/api\/use-vehicle-list\.ts|data\/merge-vehicles\.ts|domain\/vehicles\/vehicle-title\.ts)$/,
            },
            // …and what a list page reads before its islands (list-cursor: the More ads link's).
            {
              name: 'list-shell',
              includeDependenciesRecursively: false,
              test: /src\/(domain\/vehicles\/(list-order|vehicle-search|merge-listing)\.ts|domain\/listings\/list-cursor\.ts|hooks\/use-url-filters\.ts)$/,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // Vitest leaves a core free by default: on two cores that is a single worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Time limits count wall time: Vitest's 5 s default failed component tests on a busy
    // two-core machine (the tests were right, the machine slow).
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'pure', include: PURE_TESTS, environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: PURE_TESTS,
          // Vitest's default isolation: each file in a fresh process of its own (decision 0007).
        },
      },
    ],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
