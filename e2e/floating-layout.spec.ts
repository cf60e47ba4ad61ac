import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, gotoIn, inLang, type Lang } from './fixtures';
import { coveredControls } from './launcher-cover';

// Each test runs at 1280 px (desktop) and 375 px (phone): geometry is asserted, and a
// screenshot of each is attached for a person to look at.

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function shoot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

test(
  'the header fits in en, si and ta: logo whole and clear of the nav, nothing wider than the screen',
  {
    tag: '@phone',
  },
  async ({ page }, info) => {
    for (const lang of ['en', 'si', 'ta'] as Lang[]) {
      await test.step(lang, async () => {
        if (lang === 'en') await gotoIn(page, '/browse/scooters', lang);
        else await page.goto(inLang('/browse/scooters', lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const width = page.viewportSize()!.width;
        const logo = page.locator('header .site-logo');
        const icon = logo.locator('svg').first();
        await expect(icon).toBeVisible();
        const logoBox = (await logo.boundingBox())!;
        const iconBox = (await icon.boundingBox())!;
        expect(iconBox.width).toBeGreaterThanOrEqual(24);
        expect(logoBox.x).toBeGreaterThanOrEqual(0);
        // The header's other items as shown (the menu button and the Saved heart on a phone), read
        // in one step.
        const items = await page
          .locator('header .site-header-inner :is(a, button):not(.site-logo)')
          .evaluateAll((all) =>
            all
              .filter((item) => item.checkVisibility({ visibilityProperty: true }))
              .map((item) => {
                const { x, y, width, height } = item.getBoundingClientRect();
                return { text: (item as HTMLElement).innerText, box: { x, y, width, height } };
              })
              .filter(({ box }) => box.width > 0 && box.height > 0),
          );
        expect(items.length).toBeGreaterThan(0);
        for (const { text, box } of items) {
          expect(overlaps(box, logoBox), text).toBe(false);
          expect(box.x + box.width, text).toBeLessThanOrEqual(width);
        }
        const inner = page.locator('header .site-header-inner');
        expect(await inner.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await shoot(page, info, `header-${lang}`);
      });
    }
  },
);

async function fillAndPost(page: Page) {
  await page.getByLabel(/^Make/).fill('Honda');
  await page.getByLabel(/^Model \*/).fill('Dio');
  await page.getByLabel(/^Model year/).fill('2019');
  await page.getByLabel(/^Location/).fill('Colombo');
  await page.getByLabel(/^Phone/).fill('071 234 5678');
  await page.getByLabel(/^Ad title/).fill('Launcher Check Dio');
  await page.getByRole('button', { name: 'Post Ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible();
}

/** The card's visible buttons under the launcher while it shows, one step per position. */
async function expectActionsClear(card: Locator, where: string) {
  expect(await coveredControls(card), where).toEqual([]);
}

// One post form per width: offline while it is filled in, then online to post it.
test(
  'neither the offline notice nor the chat launcher covers what is in use: the field being filled in, the success card’s buttons at any scroll position',
  {
    tag: '@phone',
  },
  async ({ page, context }, info) => {
    // Many scroll positions, each checked: slow on a busy 2-core machine.
    test.setTimeout(90_000);
    await page.goto('/post-ad');
    // The chat loads a little after the page: here (and online) before the checks, not during them.
    // On a phone it may already stand aside from a field (hidden, so found by its class).
    await expect(page.locator('.bikebot-launcher')).toBeAttached({ timeout: 10_000 });

    await test.step('the offline notice never covers the form field being filled in', async () => {
      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: "You're offline." });
      await expect(notice).toBeVisible();
      await page.getByLabel(/^Make/).focus();
      let fields = 0;
      for (let i = 0; i < 40; i += 1) {
        // The focused element and the notice, read in one step per Tab.
        const focused = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const notice = [...document.querySelectorAll<HTMLElement>('[role="status"]')].find(
            (status) => status.innerText.includes("You're offline."),
          );
          const box = (el: Element) => {
            const { x, y, width, height } = el.getBoundingClientRect();
            return { x, y, width, height };
          };
          return {
            tag: active?.tagName ?? '',
            shown: Boolean(
              active?.checkVisibility({ visibilityProperty: true }) &&
              active.getBoundingClientRect().width > 0,
            ),
            name: active?.getAttribute('name') ?? active?.tagName ?? '',
            text: active?.innerText ?? '',
            box: active ? box(active) : null,
            notice: notice ? box(notice) : null,
          };
        });
        if (['INPUT', 'SELECT', 'TEXTAREA'].includes(focused.tag) && focused.shown) {
          fields += 1;
          const { box, notice: noticeBox, name } = focused;
          expect(noticeBox, 'the notice').not.toBeNull();
          expect(overlaps(box!, noticeBox!), `${name} ${JSON.stringify([box, noticeBox])}`).toBe(
            false,
          );
          expect(box!.y + box!.height, name).toBeLessThanOrEqual(page.viewportSize()!.height);
          if (name === 'phone') await shoot(page, info, 'offline-form');
        }
        if (focused.text === 'Post Ad') break;
        await page.keyboard.press('Tab');
      }
      expect(fields).toBeGreaterThanOrEqual(8);
      // The form's end scrolls clear of the notice too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const submit = (await page.getByRole('button', { name: 'Post Ad' }).boundingBox())!;
      expect(overlaps(submit, (await notice.boundingBox())!)).toBe(false);
      await context.setOffline(false);
      await expect(notice).toBeHidden();
    });

    await test.step('the chat launcher never covers the success card’s buttons', async () => {
      await fillAndPost(page);
      // The launcher answers once the card is laid out.
      await page.waitForTimeout(300);
      const card = page.getByRole('region', { name: 'Your ad is posted' });
      const actions = card.locator('a[href], button');
      expect(await actions.count()).toBeGreaterThanOrEqual(4);
      await expectActionsClear(card, 'after posting');
      await shoot(page, info, 'success-card');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 250) {
        await page.evaluate(async (top) => {
          window.scrollTo(0, top);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }, y);
        await expectActionsClear(card, `scrolled to ${y}`);
      }
      // Away from the card's buttons it is back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('button', { name: 'Chat with BikeBot' })).toBeVisible();
    });
  },
);
