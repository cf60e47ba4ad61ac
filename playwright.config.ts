import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_PATH, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Debian's Chromium, never a downloaded one (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1), with the
// same flags as the bench scripts: its headless build, as Playwright's own default, but for the
// tests tagged @full-browser, of what only the full browser has (notifications; decision 0013).
const args = CHROMIUM_ARGS;
// DIST_DIR lets parallel runs from one checkout test their own production build.
const distDir = process.env.DIST_DIR || 'dist';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Per build dir, so parallel runs from one checkout don't wipe each other's results.
  outputDir: `test-results/${distDir}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.PW_JSON
    ? [['list'], ['json', { outputFile: process.env.PW_JSON }]]
    : [['list']],
  // A test walks several pages with a step each (a new test costs about 1 CPU-s before it checks
  // anything); limits count wall time, which a busy 2-core machine stretches 2-3 times, and a slow
  // host's CPU speed varies 2x from hour to hour (the Tamil walk took 45 s of 60 there).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    // The build's static host, started by the global setup on a free port (e2e/global-setup.ts).
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace costs every test time on a 2-core machine: PW_TRACE=1 turns it on.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    // The service worker would answer requests before page.route() sees them (chunk-error
    // tests); e2e/offline.spec.ts turns it back on.
    serviceWorkers: 'block',
    // Motion is decoration: the looping hero video alone keeps a home page's compositor busy at
    // a third of a core for as long as a test looks at it. The tests of motion opt back in with
    // test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_HEADLESS_PATH, args },
  },
  projects: [
    // Every test runs at desktop width but those tagged @phone-only; at phone width only those
    // tagged @phone or @phone-only run: where the layout differs (menu, drawer, chat, widths).
    {
      name: 'desktop',
      testIgnore: 'server/**',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: 'server/**',
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: false,
      },
    },
    // The app served by the marketplace server (server/main.ts, embedded database): each test
    // file starts its own server on a fresh data folder (e2e/server/run-server.ts).
    {
      name: 'server',
      testMatch: 'server/**/*.spec.ts',
      grepInvert: /@full-browser/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'server-full-browser',
      testMatch: 'server/**/*.spec.ts',
      grep: /@full-browser/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { executablePath: CHROMIUM_PATH, args },
      },
    },
  ],
});
