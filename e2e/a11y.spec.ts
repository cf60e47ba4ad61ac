import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, gotoIn, inLang, test, type Lang } from './fixtures';

// Scans of long catalogue pages are slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

// One page of each template: every category list is the same page as /browse/all with another
// heading (tamil.spec.ts scans /ta/browse/scooters too). The two catalogues share their layout:
// spare parts are scanned in English at desktop width, biker gear in Sinhala at phone width.
const routes = {
  en: ['/', '/?view=spare-parts', '/vehicle/no-such-vehicle'],
  si: ['/', '/?view=biker-gear', '/vehicle/no-such-vehicle'],
};
// The post form is scanned in post-ad-a11y.spec.ts, in the same languages and widths, with its
// errors, a photo and the success card showing (the empty form holds nothing those lack).

/** One scan; soft, so a failing page does not hide the others (each names its page). */
async function scan(page: Page, lang: Lang, where: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect.soft(await axeViolations(page), `axe violations on ${where} (${lang})`).toEqual([]);
}

// English is scanned at desktop width, Sinhala at phone width: both languages and both layouts.
// One page walks the catalogue templates, another a list and a vehicle page opened from it (a
// new page costs a second; one walk of all five outran two minutes on a CI host running four
// suites on two cores).
for (const lang of ['en', 'si'] as const) {
  const tag = lang === 'si' ? ['@phone-only'] : [];
  test(
    `the home page, a catalogue and a missing listing have no axe violations in ${lang}`,
    { tag },
    async ({ page }) => {
      for (const [index, route] of routes[lang].entries()) {
        await test.step(route, async () => {
          if (index === 0) await gotoIn(page, route, lang);
          else await page.goto(inLang(route, lang));
          await scan(page, lang, route);
        });
      }
    },
  );

  test(
    `a list and a vehicle page opened from it have no axe violations in ${lang}`,
    { tag },
    async ({ page }) => {
      await gotoIn(page, '/browse/all', lang);
      await scan(page, lang, '/browse/all');
      await page
        .getByRole('link', { name: lang === 'en' ? /Find out more/ : /වැඩි විස්තර/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/vehicle\//);
      await scan(page, lang, 'the vehicle page');
    },
  );
}
