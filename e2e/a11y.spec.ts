import { axeViolations } from './axe';
import { expect, gotoIn, test } from './fixtures';

// Scans of long catalogue pages are slow on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// One page of each template: every category list is the same page as /browse/all with another
// heading (tamil.spec.ts scans /ta/browse/scooters too). The two catalogues share their layout:
// spare parts are scanned in English at desktop width, biker gear in Sinhala at phone width.
const routes = {
  en: ['/', '/?view=spare-parts', '/vehicle/no-such-vehicle'],
  si: ['/', '/?view=biker-gear', '/vehicle/no-such-vehicle'],
};
// The post form is scanned in post-ad-a11y.spec.ts, in the same languages and widths, with its
// errors, a photo and the success card showing (the empty form holds nothing those lack).

// English is scanned at desktop width, Sinhala at phone width: both languages and both layouts.
for (const lang of ['en', 'si'] as const) {
  const tag = lang === 'si' ? ['@phone-only'] : [];
  for (const route of routes[lang]) {
    test(`${route} has no axe violations in ${lang}`, { tag }, async ({ page }) => {
      await gotoIn(page, route, lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(
    `a list and a vehicle page from it have no axe violations in ${lang}`,
    { tag },
    async ({ page }) => {
      await gotoIn(page, '/browse/all', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await axeViolations(page), 'the list').toEqual([]);
      const more = page
        .getByRole('link', { name: lang === 'en' ? /Find out more/ : /වැඩි විස්තර/ })
        .first();
      await more.click();
      await expect(page).toHaveURL(/\/vehicle\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), 'the vehicle page').toEqual([]);
    },
  );
}
