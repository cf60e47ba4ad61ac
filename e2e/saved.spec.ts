import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { appReady, expect, gotoIn, inLang, type Lang, test } from './fixtures';

const SAVED_KEY = 'bikebazaar.saved_v1';

const texts = {
  en: {
    save: 'Save',
    savedCount: (n: number) => `Saved ads: ${n}`,
    heading: 'Saved ads',
    count: (n: number) => `${n} saved`,
    remove: (title: string) => `Remove ${title} from saved ads`,
    gone: 'This ad is no longer available. It may have been sold or taken down.',
    empty: 'No saved ads yet. Tap Save on an ad to keep it here.',
    title: /^Saved ads \| BikeBazaar Sri Lanka$/,
    viewSaved: 'See your saved ads',
  },
  si: {
    save: 'සුරකින්න',
    savedCount: (n: number) => `සුරැකි දැන්වීම්: ${n}`,
    heading: 'සුරැකි දැන්වීම්',
    count: (n: number) => `සුරැකි දැන්වීම් ${n}ක්`,
    remove: (title: string) => `${title} සුරැකි දැන්වීම්වලින් ඉවත් කරන්න`,
    gone: 'මෙම දැන්වීම තවදුරටත් නොමැත. එය විකුණා හෝ ඉවත් කර තිබිය හැක.',
    empty: 'තවම සුරැකි දැන්වීම් නැත. දැන්වීමක "සුරකින්න" ඔබා එය මෙහි තබා ගන්න.',
    title: /^සුරැකි දැන්වීම් \| BikeBazaar ශ්‍රී ලංකා$/,
    viewSaved: 'ඔබේ සුරැකි දැන්වීම් බලන්න',
  },
};

function savedLink(page: Page, name: string) {
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

async function saveAd(page: Page, id: string, save: string, lang: Lang): Promise<string> {
  await page.goto(inLang(`/vehicle/${id}`, lang));
  await page.getByRole('button', { name: save, exact: true }).click();
  await expect(page.getByRole('button', { name: save, exact: true })).toHaveCount(0);
  return page.getByRole('heading', { level: 1 }).innerText();
}

// English at desktop width, Sinhala at phone width: both languages and both layouts (the page's
// logic is also checked without a browser, saved-vehicles-page.test.tsx; a saved ad that has
// gone: saved-vehicles-page.test.tsx in both languages, offline.spec.ts). One page per language:
// each rule is a step of its own.
for (const lang of ['en', 'si'] as const) {
  const t = texts[lang];
  const tag = lang === 'si' ? ['@phone-only'] : [];
  test(
    `user saves two ads, sees them counted and listed, and removes them${lang === 'en' ? '; a save in another tab shows' : ''}; the page has no axe violations (${lang})`,
    { tag },
    async ({ page, context }) => {
      await gotoIn(page, '/', lang);
      let first = '';
      let second = '';
      await test.step('two saves are counted in the header, which links to the saved page', async () => {
        first = await saveAd(page, 'honda-dio-2022-colombo', t.save, lang);
        await expect(savedLink(page, t.savedCount(1))).toBeVisible();
        second = await saveAd(page, 'jawa-42-2022-galle', t.save, lang);
        await expect(savedLink(page, t.savedCount(2))).toBeVisible();
        await expect(savedLink(page, t.savedCount(2))).toContainText('2');
        await expect(page.getByRole('link', { name: t.viewSaved })).toHaveAttribute(
          'href',
          inLang('/saved', lang),
        );
      });

      const list = page.getByRole('list', { name: t.heading });
      await test.step('the saved page lists them newest first; Remove takes one out and moves focus on', async () => {
        await savedLink(page, t.savedCount(2)).click();
        await expect(page).toHaveURL(new RegExp(`${inLang('/saved', lang)}$`));
        await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
        await expect(page).toHaveTitle(t.title);
        await expect(page.getByText(t.count(2), { exact: true })).toBeVisible();
        await expect(list.getByRole('heading', { level: 2 })).toHaveText([second, first]);

        await page.getByRole('button', { name: t.remove(second) }).click();
        await expect(list.getByRole('heading', { level: 2 })).toHaveText([first]);
        await expect(page.getByText(t.count(1), { exact: true })).toBeVisible();
        await expect(savedLink(page, t.savedCount(1))).toBeVisible();
        await expect(page.getByRole('button', { name: t.remove(first) })).toBeFocused();
      });

      await test.step('the removal survives a reload; removing the last one shows how to save', async () => {
        await page.reload();
        await expect(list.getByRole('heading', { level: 2 })).toHaveText([first]);
        await page.getByRole('button', { name: t.remove(first) }).click();
        await expect(page.getByText(t.empty)).toBeVisible();
        await expect(savedLink(page, t.savedCount(0))).toHaveCount(0);
      });

      if (lang === 'en') {
        await test.step('the count and the list follow a save made in another tab', async () => {
          const other = await context.newPage();
          await other.goto('/vehicle/jawa-42-2022-galle');
          // A context.newPage() page is not the fixture's: wait until live, or Save taps inert HTML.
          await appReady(other);
          await other.getByRole('button', { name: 'Save', exact: true }).click();
          await expect(savedLink(page, 'Saved ads: 1')).toBeVisible();
          await expect(
            page.getByRole('heading', { level: 2, name: 'Jawa 42 retro classic' }),
          ).toBeVisible();
          await other.close();
        });
      }

      await test.step('with a gone ad among the saved ones, the page has no axe violations', async () => {
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          [SAVED_KEY, JSON.stringify(['gone-ad', 'jawa-42-2022-galle', 'honda-dio-2022-colombo'])],
        );
        await page.reload();
        await expect(page.getByText(t.gone)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    },
  );
}
