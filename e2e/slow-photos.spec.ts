import { expect, test, type Page } from '@playwright/test';

// The page's largest photo on the home page, a list and an ad page.
const PAGES = [
  { path: '/', photos: '**/media/home/hero-*.webp' },
  { path: '/browse/scooters', photos: '**/images/vehicles/**' },
  { path: '/vehicle/bajaj-avenger-220-2020-gampaha', photos: '**/images/vehicles/**' },
];

/**
 * Sums the page's layout shifts (the CLS of a visit that has no input), per document, and names
 * what moved in each, so that a failure says where to look.
 */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number; moved: string[] };
    w.shifted = 0;
    w.moved = [];
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        w.shifted += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources) {
          const name =
            node instanceof Element ? node.outerHTML.slice(0, 100) : String(node?.nodeName);
          w.moved.push(
            `${entry.value.toFixed(4)} ${name} ${box(previousRect)} -> ${box(currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const { shifted, moved } = await page.evaluate(() => {
      const w = window as unknown as { shifted: number; moved: string[] };
      return { shifted: w.shifted, moved: w.moved };
    });
    return { shifted, moved: moved.join('\n') };
  };
}

test('on the home page, a list and an ad page, a photo that never arrives neither holds back the page nor moves it', async ({
  page,
}) => {
  const shifted = await watchShifts(page);
  for (const { path, photos } of PAGES) {
    await test.step(path, async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(photos, async (route) => {
        await held;
        await route.abort('failed');
      });
      await page.goto(path, { waitUntil: 'commit' });
      // Painted, readable and then live while the photos are still on their way.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 15_000 });
      release();
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      const { shifted: cls, moved } = await shifted();
      expect(cls, moved).toBeLessThanOrEqual(0.01);
      await page.unroute(photos);
    });
  }
});

test('a slow hero photo keeps its place: nothing below it moves when it arrives', async ({
  page,
}) => {
  const shifted = await watchShifts(page);
  await page.route('**/images/vehicles/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/vehicle/bajaj-avenger-220-2020-gampaha', { waitUntil: 'commit' });
  const photo = page.locator('.vd-photo').first();
  await expect(photo).toBeVisible();
  const before = await photo.boundingBox();
  expect(before?.height).toBeGreaterThan(100);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(await photo.boundingBox()).toEqual(before);
  const { shifted: cls, moved } = await shifted();
  expect(cls, moved).toBeLessThanOrEqual(0.01);
});
