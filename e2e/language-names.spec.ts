import { expect, inLang, test } from './fixtures';

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
