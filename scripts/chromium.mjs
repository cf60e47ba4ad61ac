import { existsSync } from 'node:fs';

/** Shared Chromium launch settings: Debian's browser, never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell), the build
 * Playwright itself runs headless tests in: a new browser context and page cost it about a fifth
 * of the full browser's CPU (decision 0013). The end-to-end tests use it where it has what they
 * test; those of what only the full browser has (notifications) use CHROMIUM_PATH.
 */
export const CHROMIUM_HEADLESS_PATH =
  process.env.CHROME_HEADLESS_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_PATH);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
