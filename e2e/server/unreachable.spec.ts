import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

// The server stops while the app is open: an ad seen before shows its saved copy, dated, in the
// page's language; one never opened says the site cannot be reached. Never "Listing not found".
const server = serverForThisFile({ SAMPLE_ADS: 'false' });

async function publish(page: Page, model: string, phone: string) {
  const ad = {
    type: 'scooters',
    condition: 'Used',
    title: '',
    make: 'Honda',
    model,
    year: '2021',
    registerYear: '',
    price: '450000',
    negotiable: false,
    mileageKm: '12000',
    engineCapacityCc: '110',
    transmission: '',
    fuelType: '',
    color: 'Red',
    description: '',
    location: 'Kandy',
    phone,
    heroUrl: '',
    galleryUrls: '',
  };
  const response = await page.request.post(`${server.url}/api/vehicles`, {
    multipart: { ad: JSON.stringify(ad) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

/** A client-side move, as a link in the open app makes it (no request for the page). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('with the server gone, a seen ad shows its dated copy and an unseen one says so, in Sinhala', async ({
  page,
}) => {
  const seen = await publish(page, 'Seen', '0771230001');
  const unseen = await publish(page, 'Unseen', '0771230002');
  const other = await publish(page, 'Other', '0771230003');
  await page.goto(`${server.url}/si/vehicle/${seen.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
  await page.goto(`${server.url}/si/vehicle/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();

  await server.stop();
  await openInApp(page, `/si/vehicle/${seen.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'BikeBazaar වෙත සම්බන්ධ විය නොහැක' });
  await expect(notice).toContainText(new Date().toISOString().slice(0, 10));
  await expect(page.getByText('Listing not found')).toHaveCount(0);

  await openInApp(page, `/si/vehicle/${unseen.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'මේ මොහොතේ BikeBazaar වෙත සම්බන්ධ විය නොහැක' }),
  ).toBeVisible();
  await expect(page.getByText(/Listing not found|unknown/)).toHaveCount(0);
});
