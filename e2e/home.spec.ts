import type { Page } from '@playwright/test';
import { expect, gotoIn, test } from './fixtures';

// Desktop width: the phone menu's links are followed in shell-mobile-menu.spec.ts.
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('home shows the hero, search, Post Your Ad, category cards and featured listings', async ({
  page,
}) => {
  await gotoIn(page, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your next ride in Sri Lanka' }),
  ).toBeVisible();
  await expect(page.getByRole('search', { name: 'Search bikes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post Your Ad', exact: true })).toHaveAttribute(
    'href',
    '/post-ad',
  );
  const categories = page.getByRole('region', { name: 'Browse by category' });
  const expected = {
    Scooters: 'scooters',
    Trail: 'trail',
    Sport: 'sport',
    'Classic / Cruiser': 'cruiser',
    Electric: 'electric',
    'High Capacity': 'high-capacity',
    'ATV / ADV': 'atv-adv',
  };
  for (const [name, type] of Object.entries(expected)) {
    await expect(categories.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/browse/${type}`,
    );
    // One stacked picture file: each card shows one 8:5 slice of it, not the whole stack.
    const picture = await categories
      .getByRole('link', { name, exact: true })
      .locator('img')
      .boundingBox();
    expect(picture!.height / picture!.width, name).toBeCloseTo(5 / 8, 1);
  }
  const featured = page.getByRole('region', { name: 'Featured listings' });
  await expect(featured.getByRole('article')).toHaveCount(4);
  for (const link of await featured.getByRole('article').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/vehicle\/[^/]+$/);
  }
});

// Where the home search leads, in each language, is checked without a browser
// (home-search.test.tsx, build-search-href.test.ts); hydration.spec.ts uses it on a slow phone.

test("the Sinhala home page names the featured cards' town in Sinhala", async ({ page }) => {
  await gotoIn(page, '/', 'si');
  const featured = page.getByRole('region', { name: 'විශේෂ දැන්වීම්' });
  await expect(featured.getByRole('article')).toHaveCount(4);
  await expect(featured.getByText('කොළඹ', { exact: true })).toHaveCount(4);
  await expect(featured.getByText('Colombo')).toHaveCount(0);
});

test('the hero video is not loaded under reduced motion', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/home\/hero\.(webm|mp4)/.test(request.url())) videoRequests.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await gotoIn(page, '/');
  const poster = page.locator('.home-hero img');
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  // Well past the moment the video would be added (300 ms after the poster), on the page's clock.
  await page.clock.runFor(2_000);
  await expect(page.locator('video')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
});

// One visit to the home page for what needs no other setup: the footer's anchors, the hero video
// once the poster is shown, and the featured cards' photos and one card opening its vehicle page.
test('the footer anchors, the hero video and a featured card, on one visit to the home page', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await gotoIn(page, '/');
  await expect(page.locator('#search')).toHaveAccessibleName('Search bikes');
  await expect(page.locator('#categories')).toHaveAccessibleName('Browse by category');
  await expect(page.locator('#featured')).toHaveAccessibleName('Featured listings');

  const video = page.locator('.home-hero video');
  await expect(video).toHaveCount(1, { timeout: 15_000 });
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('autoplay', '');
  expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);

  const featured = page.getByRole('region', { name: 'Featured listings' });
  // Their photos are asked for once the app runs (after the first paint), and then shown.
  const photos = page.locator('#featured img.card-media');
  await expect(photos).toHaveCount(4);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const first = featured.getByRole('article').first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/vehicle\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

// From a list and from an ad page too: shell.spec.ts.
// From the home page every view is also left from another view (Spare Parts → Biker Gear → Home).
const startPages = ['/', '/post-ad'];
const views = [
  { link: 'Spare Parts', heading: 'Spare parts', url: /\/\?view=spare-parts$/ },
  { link: 'Biker Gear', heading: 'Biker gear', url: /\/\?view=biker-gear$/ },
  { link: 'Home', heading: 'Find your next ride in Sri Lanka', url: /\/$/ },
];

// Through the phone menu too, from the home page and from another page.
test('the header switches views from the home page, a view and the post form', async ({ page }) => {
  for (const start of startPages) {
    await gotoIn(page, start);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const view of views) {
      await mainNav(page).getByRole('link', { name: view.link, exact: true }).click();
      await expect(page, start).toHaveURL(view.url);
      await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible();
    }
  }
});

test('a view survives a reload and Back returns to the previous view', async ({ page }) => {
  await gotoIn(page, '/');
  await mainNav(page).getByRole('link', { name: 'Biker Gear' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Biker gear' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Biker gear' })).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your next ride in Sri Lanka' }),
  ).toBeVisible();
});
