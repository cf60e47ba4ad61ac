import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, inLang, LANGUAGE_KEY, test } from './fixtures';

/** Latin words a Tamil page may show; any other is an untranslated UI word. */
const ALLOWED = new Set(
  [
    'BikeBazaar',
    // The lenders' own word, given in brackets after the translation of a flat rate.
    'flat',
    'BikeBot',
    'English',
    'WhatsApp',
    'Facebook',
    'YouTube',
    'Instagram',
    'X',
    'ATV',
    'ADV',
    'cc',
    'https',
    'JSON',
    'JavaScript',
    'hello',
    'bikebazaar',
    'lk',
    'Honda',
    'Yamaha',
    'Bajaj',
    'TVS',
    'Hero',
    'Suzuki',
    'Kawasaki',
    'KTM',
    'Royal',
    'Enfield',
    'Dio',
    'FZ',
    'Pulsar',
    'HJC',
    'Arai',
    'Shoei',
    'AGV',
    'Alpinestars',
    'Dainese',
    'Fox',
    'Rev',
    'it',
    'XS',
    'XL',
    'XXL',
  ].map((word) => word.toLowerCase()),
);

async function englishUiWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Sellers' words are content, not UI; titles also appear inside link names.
    const content = '.card-title, .vd-title, .vd-description, .catalog-meta:not(.catalog-location)';
    const titles = [...document.querySelectorAll<HTMLElement>(content)]
      .map((element) => element.innerText.trim())
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const selector =
      'h1, h2, h3, h4, button, a, label, legend, th, dt, dd, option, summary, p, li, [aria-label], [placeholder]';
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest(content)) continue;
      // A closed dialog is not rendered: nobody sees or hears it, and its innerText runs together.
      if (element.closest('dialog:not([open])')) continue;
      for (const text of [
        element.innerText ?? '',
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('placeholder') ?? '',
      ]) {
        out.push(titles.reduce((rest, title) => rest.split(title).join(' '), text));
      }
    }
    return out;
  });
  const words = texts
    .join(' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
    .match(/[A-Za-z]{2,}/g);
  return [...new Set(words ?? [])].filter((word) => !ALLOWED.has(word.toLowerCase()));
}

async function chooseTamilOnPhone(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'தமிழ்' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
}

/** Tamil's long words are the likeliest to overflow: its pages are read on the narrowest phone. */
async function expectNoWiderThan320(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBe(320);
}

/** Opens `url` and expects it in `lang`, with a heading and no English UI words. */
async function expectPageIn(page: Page, url: string, lang: 'si' | 'ta') {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await englishUiWords(page), url).toEqual([]);
}

// Tamil pages are read at 320 px (their axe scans too: the narrowest phone is the hardest case).
// A page per step, each named by its URL; the home page and the post form are reached as a
// visitor would, the others by their /ta/ URL.
test(
  'a phone visitor chooses Tamil: the Tamil font loads only then, and every page (home, the catalogues, the lists, a vehicle, the post form, saved ads, the chat) is in Tamil with no English UI words, no wider than a 320 px phone, with no axe violations (home, a list)',
  { tag: '@phone-only' },
  async ({ page }) => {
    // Two axe scans and ten pages: slow on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 700 });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.woff2')) fonts.push(request.url());
    });

    await test.step('in English, the check finds English words, and no font is fetched', async () => {
      await page.goto('/');
      expect(await englishUiWords(page)).toEqual(expect.arrayContaining(['Search', 'Home']));
      await page.waitForLoadState('networkidle');
      // The bundled fonts competed with the first photo (LCP): the language names use two
      // tiny fonts of just those words (language-names.spec.ts), and nothing else is fetched.
      expect(fonts.filter((url) => !/\/fonts\/language-name-(si|ta)\.woff2$/.test(url))).toEqual(
        [],
      );
    });

    await test.step('choosing Tamil in the menu opens /ta/, in Tamil, with its font', async () => {
      await chooseTamilOnPhone(page);
      await expect(page).toHaveURL(/\/ta\/$/);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'உங்களுக்கேற்ற பைக்கை இங்கே கண்டுபிடியுங்கள்',
        }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'தேடு' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'வகைவாரியாகப் பாருங்கள்' })).toBeVisible();
      await expect
        .poll(() => fonts.some((url) => /noto-sans-tamil-tamil-400/.test(url)))
        .toBe(true);
      for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
      // Fetched is not yet loaded: the check turns true once the face is ready.
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', 'தமிழ்')))
        .toBe(true);
      expect(await englishUiWords(page), 'home').toEqual([]);
      await expectNoWiderThan320(page, 'home');
      expect(await axeViolations(page), 'home').toEqual([]);
    });

    await test.step('the choice is remembered', async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('ta');
      await expect(page.getByRole('link', { name: 'உங்கள் விளம்பரத்தை இடுங்கள்' }).first()).toBeVisible();
      await page.goto('/');
      await expect(page).toHaveURL(/\/ta\/$/);
    });

    for (const path of [
      '/?view=spare-parts',
      '/?view=biker-gear',
      '/browse/atv-adv',
      '/browse/all',
    ]) {
      const url = inLang(path, 'ta');
      await test.step(url, async () => {
        await expectPageIn(page, url, 'ta');
        await expectNoWiderThan320(page, url);
      });
    }

    await test.step('/ta/browse/scooters', async () => {
      await page.goto('/ta/browse/scooters');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: /இலங்கையில் விற்பனைக்கு உள்ள ஸ்கூட்டர்கள்|ஸ்கூட்டர்கள்/,
        }),
      ).toBeVisible();
      await expect(page.getByText(/இலங்கையில் \d+ ஸ்கூட்டர்கள் விற்பனைக்கு உள்ளன/)).toBeVisible();
      await expect(page.getByRole('button', { name: /தெரிவுகள்/ }).first()).toBeVisible();
      expect(await englishUiWords(page), 'category list').toEqual([]);
      await expectNoWiderThan320(page, 'category list');
      expect(await axeViolations(page), 'category list').toEqual([]);
    });

    await test.step('a vehicle page opened from the list', async () => {
      await page
        .getByRole('link', { name: /^மேலும் அறிய/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/ta\/vehicle\//);
      await expect(page.getByRole('heading', { name: 'முக்கிய விபரங்கள்' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'பின்செல்' })).toBeVisible();
      await expect(page.getByText(/^ரூ\. [\d,]+$|பேரம் பேசலாம்/).first()).toBeVisible();
      expect(await englishUiWords(page), 'vehicle').toEqual([]);
      await expectNoWiderThan320(page, 'vehicle');
    });

    await test.step('/ta/saved', async () => {
      await page.goto('/ta/saved');
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await englishUiWords(page), 'saved').toEqual([]);
      await expectNoWiderThan320(page, 'saved');
    });

    await test.step('the post form, reached from the header', async () => {
      await page.getByRole('link', { name: 'உங்கள் விளம்பரத்தை இடுங்கள்' }).first().click();
      await expect(page).toHaveURL(/\/ta\/post-ad$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'உங்கள் வாகனத்தை விற்பனை செய்யுங்கள்' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'விளம்பரம் இடுக' })).toBeVisible();
      expect(await englishUiWords(page), 'post form').toEqual([]);
      await expectNoWiderThan320(page, 'post form');
    });

    await test.step('the chat', async () => {
      await page.getByRole('button', { name: 'BikeBot உடன் உரையாட' }).click();
      const chat = page.getByRole('dialog', { name: 'BikeBot' });
      await expect(chat.getByText(/வணக்கம்! நான் BikeBot/)).toBeVisible();
      await chat.getByRole('textbox', { name: 'உங்கள் கேள்வி' }).fill('ஹெல்மெட் விலை எவ்வளவு?');
      await chat.getByRole('button', { name: 'அனுப்பு' }).click();
      await expect(
        chat.getByText(/பாதுகாப்பு உபகரணங்களின் வழமையான விலை: ரூ\. 2,000-80,000/),
      ).toBeVisible();
      expect(await englishUiWords(page), 'chat').toEqual([]);
    });
  },
);

test(
  'every page in Sinhala at phone width shows no English UI words (/si/ URLs)',
  { tag: '@phone-only' },
  async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of [
      '/',
      '/?view=spare-parts',
      '/?view=biker-gear',
      '/browse/scooters',
      '/browse/atv-adv',
      '/browse/all',
      '/vehicle/honda-dio-2022-colombo',
      '/post-ad',
      '/saved',
    ]) {
      const url = inLang(path, 'si');
      await test.step(url, () => expectPageIn(page, url, 'si'));
    }
  },
);

// A Tamil request typed in the home search: home-search.test.tsx checks where it leads.
