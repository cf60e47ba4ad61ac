import { expect, test } from './fixtures';

// A static host has no server: the page is built in the browser from the samples and this
// browser's own ads. How a bad link explains itself (as the server's 400 page does), in every
// language: src/features/compare/components/compare-page.test.tsx.
test('on a static host the compare page shows the picked ads and a gone one, and is not indexed', async ({
  page,
}) => {
  await page.goto('/vehicle/sample-vehicle-1');
  await page.getByRole('button', { name: 'Compare: Sample Vehicle 1 (Honda Dio)' }).click();
  await expect(page.getByRole('link', { name: 'Compare (1)' })).toHaveAttribute(
    'href',
    '/compare?ids=sample-vehicle-1',
  );

  await page.goto('/compare?ids=sample-vehicle-1,sample-vehicle-2,never-posted');
  const table = page.getByRole('table', { name: 'The ads side by side' });
  await expect(table.getByRole('link', { name: 'Sample Vehicle 1 (Honda Dio)' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Sample Vehicle 2 (Yamaha FZ)' })).toBeVisible();
  await expect(table.getByText('This ad is no longer available')).toBeVisible();
  await expect(table.getByRole('row', { name: /^Price/ })).toContainText('Rs: 450,000');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
