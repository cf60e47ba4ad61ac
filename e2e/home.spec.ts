import { expect, gotoIn, test } from './fixtures';

// The header's view links (from the home page too) are followed in shell.spec.ts; the Sinhala home
// page's featured towns are read in shell-language.spec.ts. Where the home search leads, in each
// language, is checked without a browser (home-search.test.tsx, build-search-href.test.ts);
// hydration.spec.ts uses it on a slow phone. That the hero video stays out under reduced motion
// (the tests' default) is hero-media.test.tsx's.

// One visit to the home page, with motion welcome (the hero video).
test('the home page: hero with its video, search, Post Your Ad, category cards, featured listings that open their ad, and the footer anchors', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await gotoIn(page, '/');
  await test.step('hero, search and Post Your Ad', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find your next ride in Sri Lanka' }),
    ).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search bikes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post Your Ad', exact: true })).toHaveAttribute(
      'href',
      '/post-ad',
    );
  });
  await test.step('the footer anchors name their sections', async () => {
    await expect(page.locator('#search')).toHaveAccessibleName('Search bikes');
    await expect(page.locator('#categories')).toHaveAccessibleName('Browse by category');
    await expect(page.locator('#featured')).toHaveAccessibleName('Featured listings');
  });
  await test.step('category cards link to their lists, each showing one 8:5 picture', async () => {
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
      const card = categories.getByRole('link', { name, exact: true });
      await expect(card).toHaveAttribute('href', `/browse/${type}`);
      // One stacked picture file: each card shows one 8:5 slice of it, not the whole stack.
      const picture = await card.locator('img').boundingBox();
      expect(picture!.height / picture!.width, name).toBeCloseTo(5 / 8, 1);
    }
  });
  await test.step('the hero video, once the poster is shown: looping, inline, muted', async () => {
    const video = page.locator('.home-hero video');
    await expect(video).toHaveCount(1, { timeout: 15_000 });
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('autoplay', '');
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
  });
  const featured = page.getByRole('region', { name: 'Featured listings' });
  await test.step('four featured listings link to their ads and show their photos', async () => {
    await expect(featured.getByRole('article')).toHaveCount(4);
    for (const link of await featured.getByRole('article').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/vehicle\/[^/]+$/);
    }
    // Their photos are asked for once the app runs (after the first paint), and then shown.
    const photos = page.locator('#featured img.card-media');
    await expect(photos).toHaveCount(4);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
  await test.step('a featured card opens its ad', async () => {
    const first = featured.getByRole('article').first().getByRole('link');
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/vehicle\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
