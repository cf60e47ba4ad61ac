import { axeViolations } from './axe';
import { test, expect, isPhone, seedStorage, USER_VEHICLES_KEY } from './fixtures';

// The detail page's photo gallery: wrapping, arrow keys, thumbnails, broken photos. Paging with
// the buttons is also checked without a browser (vehicle-detail-page.test.tsx); here what needs
// Chromium: focus, the keyboard, client navigation and history.
test('the gallery wraps, follows the arrow keys and its thumbnails, and starts at the first photo for each vehicle', async ({
  page,
}) => {
  await page.goto('/browse/scooters');
  await page.getByRole('link', { name: 'Find out more: Honda Dio DX, first owner' }).click();
  const gallery = page.getByRole('region', { name: 'Photos' });

  await test.step('the buttons wrap at both ends; a thumbnail shows its photo and is marked current', async () => {
    await expect(gallery.getByText('1/4')).toBeVisible();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(gallery.getByText('4/4')).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('1/4')).toBeVisible();
    await gallery.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(gallery.getByText('3/4')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  await test.step('the arrow keys turn the photos and wrap', async () => {
    await gallery.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('4/4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('1/4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('4/4')).toBeVisible();
    await expect(gallery.getByRole('img', { name: /photo 4 of 4/ })).toHaveAttribute(
      'src',
      '/images/vehicles/scooter-red-studio.svg',
    );
  });

  await test.step('after clicking the photo the arrow keys turn the gallery', async () => {
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('1/4')).toBeVisible();
    // Focus leaves the gallery's buttons: only the click on the photo brings the keys back.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('1/4')).toBeVisible();
    await gallery.getByRole('img', { name: /photo 1 of 4/ }).click();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('2/4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('4/4')).toBeVisible();
  });

  await test.step('another vehicle, by the list, by history or by popstate, starts at photo 1', async () => {
    await expect(gallery.getByText('4/4')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/browse\/scooters$/);
    await page.getByRole('link', { name: 'Find out more: Yamaha Ray ZR 125' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yamaha Ray ZR 125' })).toBeVisible();
    await expect(gallery.getByText('1/4')).toBeVisible();
    await page.goBack();
    await page.goForward();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('2/4')).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/vehicle/tvs-ntorq-2023-kandy');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'TVS Ntorq 125 Race Edition' }),
    ).toBeVisible();
    await expect(gallery.getByText('1/4')).toBeVisible();
  });
});

test(
  'a 12-photo ad: the thumbnails follow the photo, a broken one stays silent, no axe issues',
  { tag: '@phone' },
  async ({ page }) => {
    const colours = ['black', 'blue', 'green', 'orange', 'red', 'silver'];
    const gallery = [
      ...colours.map((colour) => `/images/vehicles/adventure-${colour}-side.svg`),
      ...colours.slice(0, 5).map((colour) => `/images/vehicles/adventure-${colour}-road.svg`),
      '/images/vehicles/no-such-photo.svg',
    ];
    await seedStorage(page, {
      [USER_VEHICLES_KEY]: JSON.stringify([
        {
          id: 'twelve-photos',
          type: 'atv-adv',
          title: 'Twelve photo tourer',
          make: 'Honda',
          model: 'XL750',
          year: 2023,
          price: 4500000,
          condition: 'Used',
          location: '',
          postedAt: '2026-11-21T08:00:00.000Z',
          image: gallery[0],
          gallery,
        },
      ]),
    });
    await page.goto('/vehicle/twelve-photos');
    const main = page.getByRole('main');
    await expect(main.getByText('Make: Honda')).toBeAttached();
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      'Twelve photo tourer for sale in Sri Lanka. Call or WhatsApp the seller.',
    );
    const photos = page.getByRole('region', { name: 'Photos' });
    await photos.getByRole('button', { name: 'Previous photo' }).click();
    await expect(photos.getByText('12/12')).toBeVisible();
    const last = photos.getByRole('button', { name: 'Show photo 12', exact: true });
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(last).toBeInViewport();
    await photos.getByRole('button', { name: 'Next photo' }).click();
    await expect(
      photos.getByRole('button', { name: 'Show photo 1', exact: true }),
    ).toBeInViewport();
    if (isPhone(page)) {
      await expect(last).not.toBeInViewport();
    }
    // The broken 12th thumbnail is a placeholder inside a labelled button: hidden, not an unnamed image.
    await expect(last.locator('.vehicle-image-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(page, 'main')).toEqual([]);
  },
);
