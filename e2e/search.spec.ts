import type { Page } from '@playwright/test';
import { test, expect, gotoIn } from './fixtures';

// Desktop only: the phone's filter drawer is tested in vehicles-filter-drawer.spec.ts, and the
// matching is the same at any width.
// What matches what (typos, scripts, town names) is checked without a browser:
// src/domain/search/search-match.test.ts, vehicle-list-page.test.tsx.

function pulsarHeadings(page: Page) {
  return page.getByRole('heading', { name: /Pulsar/ });
}

test('the list keyword finds Pulsar typed in Sinhala', async ({ page }) => {
  await gotoIn(page, '/browse/all', 'si');
  await page.getByLabel('සෙවුම් පදය').fill('පල්සර්');
  await page.getByRole('button', { name: 'පෙරහන් යොදන්න' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(pulsarHeadings(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: /Dio/ })).toHaveCount(0);
});

test('the home search finds a model typed in Sinhala', async ({ page }) => {
  await gotoIn(page, '/', 'si');
  await page.getByLabel('මාදිලිය').first().fill('පල්සර්');
  await page.getByRole('button', { name: 'සොයන්න' }).first().click();
  await expect(page).toHaveURL(/\/browse\/all\?q=/);
  await expect(pulsarHeadings(page)).toHaveCount(2);
});

test('BikeBot greets, then links to the scooters in Kandy it found', async ({ page }) => {
  await gotoIn(page, '/');
  await page.getByRole('button', { name: 'Chat with BikeBot' }).click();
  const dialog = page.getByRole('dialog', { name: 'BikeBot' });
  await dialog
    .getByRole('textbox', { name: 'Your message' })
    .fill('Hi, I want a cheap scooter in Kandy');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/Hi there! Ask me about bikes/)).toBeVisible();
  const link = dialog.getByRole('link', {
    name: /^Scooters in Kandy, cheapest first \((\d+)\)$/,
  });
  await expect(link).toBeVisible();
  const count = Number(/\((\d+)\)/.exec((await link.textContent()) ?? '')?.[1]);
  await link.click();
  await expect(page).toHaveURL(/\/browse\/scooters\?location=Kandy&sort=price-asc$/);
  await expect(page.getByText(`${count} Scooters for sale in Sri Lanka`)).toBeVisible();
});

test('a typo finds the make, and a keyword that finds nothing offers the close name, in three languages', async ({
  page,
}, info) => {
  await page.goto('/browse/all?q=hnda');
  await expect(page.getByRole('heading', { name: /^Honda / }).first()).toBeVisible();
  for (const [lang, offer] of [
    ['en', 'Did you mean Yamaha?'],
    ['si', 'ඔබ අදහස් කළේ Yamaha ද?'],
    ['ta', 'Yamaha என்று தேடினீர்களா?'],
  ] as const) {
    await gotoIn(page, '/browse/all?q=yahama', lang);
    const link = page.getByRole('link', { name: offer });
    await expect(link).toBeVisible();
    const path = info.outputPath(`did-you-mean-${lang}-${page.viewportSize()!.width}.png`);
    await page.screenshot({ path });
    await info.attach(`did-you-mean-${lang}`, { path, contentType: 'image/png' });
    await link.click();
    await expect(page).toHaveURL(/[?&]q=Yamaha/);
    await expect(page.getByRole('heading', { name: /^Yamaha / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: offer })).toHaveCount(0);
  }
});
