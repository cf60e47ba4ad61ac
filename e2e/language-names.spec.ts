import { appReady, expect, inLang, test } from './fixtures';

// Headless Chromium here has no Sinhala or Tamil system font, like many phones: before, the
// language menu's සිංහල and தமிழ் showed as boxes on the pages of the other languages.
test('the language names render from two tiny fonts (under 2 KB each) on every page', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.woff2')) fonts.push(request.url());
  });
  for (const [path, names] of [
    ['/', ['සිංහල', 'தமிழ்']],
    [inLang('/', 'si'), ['தமிழ்']],
    [inLang('/', 'ta'), ['සිංහල']],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      for (const name of names) {
        const label = footer.getByText(name, { exact: true }).first();
        await expect(label).toBeVisible();
        // Drawn with the subset font, which has every glyph of the word (no box).
        await expect
          .poll(() =>
            label.evaluate(async (element, word) => {
              await document.fonts.ready;
              const family = getComputedStyle(element).fontFamily;
              return (
                family.startsWith('"Language Name"') &&
                document.fonts.check(`16px "Language Name"`, word)
              );
            }, name),
          )
          .toBe(true);
      }
    });
  }
  const subsets = [...new Set(fonts)].filter((url) =>
    /\/fonts\/language-name-(si|ta)\.woff2$/.test(url),
  );
  expect(subsets).toHaveLength(2);
  for (const url of subsets) {
    expect((await (await page.request.get(url)).body()).length, url).toBeLessThan(2048);
  }
});

// The footer (the only text on a first screen that needs those fonts) is drawn only once it nears
// the viewport: before, its two font requests competed with the first photo on a slow connection.
// Until then its height is a guess, which must hold all of it, in every language and layout.
test('the footer is drawn, and its fonts fetched, only near the viewport; its guessed height holds it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/language-name-')) fonts.push(request.url());
  });
  for (const lang of ['en', 'si', 'ta'] as const) {
    await test.step(lang, async () => {
      fonts.length = 0;
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(inLang('/', lang));
      await appReady(page);
      await page.waitForLoadState('networkidle');
      expect(fonts).toEqual([]);
      // Measuring what is inside the footer lays it out (and fetches its fonts), but does not
      // draw it: the box keeps the guessed height.
      const footer = page.locator('footer');
      for (const width of [320, 640, 1024]) {
        await page.setViewportSize({ width, height: 640 });
        const drawn = await footer.evaluate((element) => {
          const last = element.lastElementChild!.getBoundingClientRect();
          return {
            skipped: !element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
            fits: last.bottom <= element.getBoundingClientRect().bottom,
          };
        });
        expect(drawn, `${lang} at ${width} px`).toEqual({ skipped: true, fits: true });
      }
    });
  }
});
