import { expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

const server = serverForThisFile(220);

test('saved ads another browser posted are fetched from the server; unknown ones say they are gone', async ({
  browser,
  request,
}) => {
  const model = `Sv${Date.now().toString(36)}`;
  const ad = {
    type: 'sport',
    condition: 'Used',
    title: '',
    make: 'Yamaha',
    model,
    year: '2021',
    registerYear: '',
    price: '735000',
    negotiable: false,
    mileageKm: '',
    engineCapacityCc: '',
    transmission: '',
    fuelType: '',
    color: '',
    location: 'Galle',
    phone: '071 234 5678',
    heroUrl: '',
    galleryUrls: '',
  };
  const response = await request.post(`${server.url}/api/vehicles`, {
    multipart: { ad: JSON.stringify(ad) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  const buyer = await browser.newContext({ baseURL: server.url });
  try {
    await buyer.addInitScript(
      (ids) => localStorage.setItem('bikebazaar.saved_v1', JSON.stringify(ids)),
      ['never-posted-here', id],
    );
    const page = await buyer.newPage();
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 2, name: `Yamaha ${model}` })).toBeVisible();
    await expect(page.getByText('Rs: 735,000')).toBeVisible();
    await expect(page.getByText('This ad is no longer available.', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Saved ads: 2' }),
    ).toBeVisible();
  } finally {
    await buyer.close();
  }
});
