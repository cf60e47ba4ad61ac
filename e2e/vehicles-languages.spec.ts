import { test, expect, gotoIn } from './fixtures';

// The list in Sinhala: natural wording, unbroken card details, towns in Sinhala order.
test('the list reads naturally in Sinhala', async ({ page }) => {
  await gotoIn(page, '/browse/scooters', 'si');
  await expect(page.getByRole('heading', { level: 1, name: 'ස්කූටර්' })).toBeVisible();
  await expect(page.getByText('ශ්‍රී ලංකාවේ විකිණීමට ඇති ස්කූටර් 9ක්')).toBeVisible();
  await expect(page.getByRole('link', { name: /^වැඩි විස්තර/ }).first()).toBeVisible();
  await page.goto('/si/browse/scooters?q=nothing-matches');
  await expect(page.getByText('ප්‍රතිඵල නැත. පෙරහන් වෙනස් කර නැවත උත්සාහ කරන්න.')).toBeVisible();
});

for (const lang of ['en', 'si'] as const) {
  test(`card details never break a town or a figure mid-word (${lang})`, async ({ page }) => {
    await gotoIn(page, '/browse/all', lang);
    const cards = page.locator('.vehicle-card');
    await expect(cards.first()).toBeVisible();
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('.vehicle-card-meta dd')].flatMap((dd) => {
        const text = dd.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
  });
}

test('in Sinhala the town filter lists towns in Sinhala alphabet order', async ({ page }) => {
  await gotoIn(page, '/browse/all', 'si');
  const towns = page.getByRole('group', { name: 'ස්ථානය' });
  const labels = (await towns
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
    )) as string[];
  expect(labels.length).toBeGreaterThan(10);
  expect(labels.slice(0, 3)).toEqual(['අනුරාධපුරය', 'අම්පාර', 'කළුතර']);
  expect(labels).toEqual([...labels].sort());
});
