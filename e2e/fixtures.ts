import { test as base, expect, type Page } from '@playwright/test';
import { localizePath } from '../src/i18n/localized-path';

export const LANGUAGE_KEY = 'bikebazaar.language_v1';
export const USER_VEHICLES_KEY = 'userVehicles_v1';

export type Lang = 'en' | 'si' | 'ta';

export const inLang = (path: string, lang: Lang) => localizePath(path, lang);

/** The page's language is its URL's; storage remembers it too, as if chosen before. */
export async function gotoIn(page: Page, path: string, lang: Lang = 'en') {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('__lang_seeded')) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('__lang_seeded', '1');
      }
    },
    [LANGUAGE_KEY, lang],
  );
  await page.goto(localizePath(path, lang));
}

export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('__seeded')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('__seeded', '1');
  }, entries);
}

/** Before the app is live, links work but buttons do nothing. */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-app]')).toHaveCount(1, { timeout: 20_000 });
}

/** So tests act on the app, not on its not-yet-live prerendered HTML. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await appReady(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },
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
