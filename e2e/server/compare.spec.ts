import { axeViolations } from '../axe';
import { appReady, expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

const server = serverForThisFile(520);

test('a buyer picks one ad from a card and one from its page, then compares them on a 360 px phone', async ({
  browser,
}) => {
  const buyer = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = await buyer.newPage();
    await page.goto('/browse/scooters');
    await appReady(page);
    const dio = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Honda Dio DX, first owner' }) });
    await dio.getByRole('button', { name: 'Compare: Honda Dio DX, first owner' }).click();
    await expect(dio.getByRole('button', { name: /^Added to compare/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();

    await page.goto('/vehicle/yamaha-ray-zr-2021-gampaha');
    await appReady(page);
    await page.getByRole('button', { name: 'Compare: Yamaha Ray ZR 125' }).click();
    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL(
      /\/compare\?ids=honda-dio-2022-colombo,yamaha-ray-zr-2021-gampaha$/,
    );

    // Opened as a shared link too: the server's page, hydrated.
    for (const open of ['navigated', 'loaded'] as const) {
      if (open === 'loaded') {
        await page.reload();
        await appReady(page);
      }
      const table = page.getByRole('table', { name: 'The ads side by side' });
      await expect(table.getByRole('columnheader'), open).toHaveCount(2);
      await expect(table.getByRole('link', { name: 'Honda Dio DX, first owner' })).toBeVisible();
      await expect(table.getByRole('link', { name: 'Yamaha Ray ZR 125' })).toHaveAttribute(
        'href',
        '/vehicle/yamaha-ray-zr-2021-gampaha',
      );
      const price = table.getByRole('row', { name: /^Price/ });
      await expect(price.getByRole('rowheader')).toContainText('Differs');
      await expect(price.getByRole('cell', { name: 'Rs: 685,000' })).toBeAttached();
      await expect(
        table.getByRole('row', { name: /^Condition/ }).getByRole('rowheader'),
      ).toHaveText('Condition');
      // No sideways page: the columns scroll inside their box, the labels stay.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.page, open).toBeLessThanOrEqual(widths.view);
    }

    // One ad per swipe: scrolling the box brings the second ad beside the labels.
    const label = page.getByRole('rowheader', { name: /^Price/ });
    const second = page.getByRole('link', { name: 'Yamaha Ray ZR 125' });
    await page.getByRole('region', { name: 'The ads side by side' }).scrollIntoViewIfNeeded();
    await expect(second).not.toBeInViewport();
    await page.getByRole('region', { name: 'The ads side by side' }).evaluate((box) => {
      box.scrollBy({ left: 40, behavior: 'instant' });
    });
    await expect(second).toBeInViewport();
    await expect(label).toBeInViewport();

    expect(await axeViolations(page, 'main')).toEqual([]);

    // Remove keeps the other ad, in the address and in this browser's list.
    await page
      .getByRole('button', { name: 'Remove Honda Dio DX, first owner from the comparison' })
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=yamaha-ray-zr-2021-gampaha$/);
    await expect(page.getByRole('columnheader')).toHaveCount(1);
  } finally {
    await buyer.close();
  }
});

test('a bad compare link is a 400 page in the visitor’s language', async ({ request }) => {
  const response = await request.get(`${server.url}/ta/compare?ids=a,b,c,d`);
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain('இந்த ஒப்பீட்டு இணைப்பு வேலை செய்யவில்லை');
});
