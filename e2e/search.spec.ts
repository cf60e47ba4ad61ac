import type { Page } from '@playwright/test';
import { test, expect, gotoIn } from './fixtures';

// Desktop only: the phone's filter drawer is tested in vehicles-filter-drawer.spec.ts, and the
// matching is the same at any width.
// What matches what (typos, scripts, town names) is checked without a browser:
// src/domain/search/search-match.test.ts, vehicle-list-page.test.tsx.

function pulsarHeadings(page: Page) {
  return page.getByRole('heading', { name: /Pulsar/ });
}

test('the home search finds a model typed in Sinhala', async ({ page }) => {
  await gotoIn(page, '/', 'si');
  await page.getByLabel('මාදිලිය').first().fill('පල්සර්');
  await page.getByRole('button', { name: 'සොයන්න' }).first().click();
  await expect(page).toHaveURL(/\/browse\/all\?q=/);
  await expect(pulsarHeadings(page)).toHaveCount(2);
});
