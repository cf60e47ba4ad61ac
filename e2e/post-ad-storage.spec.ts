import { test, expect, gotoIn } from './fixtures';

test('the storage message is in Sinhala too', async ({ page }) => {
  await gotoIn(page, '/post-ad', 'si');
  await page.getByLabel(/^සන්නාමය/).fill('Honda');
  await page.getByLabel(/^මාදිලිය/).fill('Dio');
  await page.getByLabel(/^නිෂ්පාදන වර්ෂය/).fill('2019');
  await page.getByLabel(/^ස්ථානය/).fill('කොළඹ');
  await page.getByLabel(/^දුරකථන අංකය/).fill('0712345678');
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await page.getByRole('button', { name: 'දැන්වීම පළ කරන්න' }).click();
  await expect(page.getByText(/ඔබේ බ්‍රවුසරයේ දැන්වීම් සඳහා ඇති ඉඩ පිරී ඇත/)).toBeVisible();
});
