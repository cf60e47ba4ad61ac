import type { Page } from '@playwright/test';
import { isPhone } from '../fixtures';

/** Chooses a page from the main navigation (behind the menu button on a phone). */
export async function chooseInHeader(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true })
    .click();
}
