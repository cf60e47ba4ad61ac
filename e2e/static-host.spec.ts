import { expect, test } from './fixtures';

test('on a static host the app never calls the API, also when an ad is posted', async ({
  page,
  consoleErrors,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api')) apiCalls.push(request.url());
  });
  await page.goto('/');
  await page.goto('/browse/scooters');
  await expect(page.getByRole('status').first()).toHaveText(/Scooters for sale in Sri Lanka/);
  await page.goto('/vehicle/not-a-real-ad');
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  // A part or gear ad's page is the marketplace server's: here it asks nothing and finds nothing.
  await page.goto('/item/sp-001');
  await expect(page.getByRole('heading', { name: 'Ad not found' })).toBeVisible();
  await page.goto('/post-ad');
  await page.getByLabel(/^Make/).fill('Honda');
  await page.getByLabel(/^Model \*/).fill('Dio');
  await page.getByLabel(/^Model year/).fill('2019');
  await page.getByLabel(/^Location/).fill('Colombo');
  await page.getByLabel(/^Phone/).fill('0712345678');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible();
  await expect(page.getByText('It is saved in this browser only.')).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
