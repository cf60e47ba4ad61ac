import { test as base, expect, type Page } from '@playwright/test';

export const LANGUAGE_KEY = 'bikebazaar.language_v1';
export const USER_VEHICLES_KEY = 'userVehicles_v1';

/** Opens `path` with the language preset in storage (before any app code runs). */
export async function gotoIn(page: Page, path: string, lang: 'en' | 'si' = 'en') {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('__lang_seeded')) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('__lang_seeded', '1');
      }
    },
    [LANGUAGE_KEY, lang],
  );
  await page.goto(path);
}

/** Seeds localStorage once per tab before the app loads (reloads keep what the app wrote). */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('__seeded')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('__seeded', '1');
  }, entries);
}

/** Fails the test on uncaught page errors; console errors are collected for assertions. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
});

export { expect };

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 960;
}
