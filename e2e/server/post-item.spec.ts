import type { Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { appReady, expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

const server = serverForThisFile();

/** The ad's id, from the private manage link the success card offers once. */
async function postedId(
  page: Page,
  linkLabel: string | RegExp,
): Promise<{ id: string; token: string }> {
  const link = await page.getByRole('textbox', { name: linkLabel }).inputValue();
  const [id, token] = link.split('/manage/')[1]!.split('#') as [string, string];
  return { id, token };
}

/** Another visitor, on a desktop: they find what the seller posted as any buyer would. */
async function buyerFindsThePart(page: Page, title: string) {
  const card = () => page.getByRole('article').filter({ hasText: title });
  // Through "Fits my bike": their bike set once, the parts listed for it.
  await page.goto('/?view=spare-parts');
  await appReady(page);
  await page.getByRole('button', { name: 'Set my bike' }).click();
  await page.getByLabel('Make', { exact: true }).fill('Bajaj');
  await page.getByLabel('Model', { exact: true }).fill('Pulsar 150');
  await page.getByLabel('Year', { exact: true }).fill('2018');
  await page.getByRole('button', { name: 'Save my bike' }).click();
  await expect(page.getByRole('checkbox', { name: 'Fits my Pulsar 150 (2018)' })).toBeChecked();
  await expect(card()).toContainText('Listed for your Pulsar 150 (2018)');
  // Through search, in English and in Sinhala script, without the bike filter.
  await page.goto('/?view=spare-parts');
  await appReady(page);
  await page.getByRole('searchbox', { name: 'Part or model' }).fill('pulsar 150 brake pads');
  await expect(page).toHaveURL(/q=pulsar\+150\+brake\+pads/);
  await expect(card()).toBeVisible();
  await page.goto(inLang('/?view=spare-parts&q=පල්සර් බ්‍රේක්', 'si'));
  await appReady(page);
  await expect(card()).toBeVisible();
  // Its page, opened from that list, says it is listed for their bike.
  await card().getByRole('link', { name: title }).click();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('ඔබේ Pulsar 150 (2018) සඳහා දමා ඇත')).toBeVisible();
}

/** The buyer sees that the helmet carries no SLS mark, on its card and on its page. */
async function buyerSeesNoSlsMark(page: Page, title: string) {
  await page.goto(inLang('/?view=biker-gear', 'si'));
  await appReady(page);
  await page.getByRole('searchbox', { name: /./ }).fill('Vega');
  const card = page.getByRole('article').filter({ hasText: title });
  const warning = 'SLS සලකුණ නැහැ: ශ්‍රී ලංකාවේ පාරේ පාවිච්චියට සුදුසු නැහැ';
  await expect(card).toContainText(warning);
  await card.getByRole('link', { name: title }).click();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('note')).toContainText(warning);
}

// Through the real form on a phone: a spare part with the bikes it fits (one typed in Sinhala,
// one not in the model table), and in Sinhala a helmet without the SLS mark; both are stored.
// Another visitor finds the part through "Fits my bike" and through search, and sees that the
// helmet has no SLS mark.
test('a part with its fitment and a helmet without the SLS mark are posted and stored; another visitor finds them', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const seller = await phoneContext(browser, server.url, 'en');
  const buyer = await browser.newContext({ baseURL: server.url });
  try {
    const page = await seller.newPage();
    await page.goto('/post-ad');
    await page.getByRole('radio', { name: 'A spare part' }).check();
    // The empty form's messages, and the papers question, pass axe.
    await page.getByRole('button', { name: 'Post Ad' }).click();
    await expect(page.getByText('Choose a category.')).toBeVisible();
    await page.getByRole('checkbox', { name: /carries an engine or chassis number/ }).check();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('checkbox', { name: /carries an engine or chassis number/ }).uncheck();
    await page.getByLabel(/^Category/).selectOption('brakes');
    await page.getByLabel(/^Ad title/).fill('Brake pads for Pulsar 150');
    await page.getByLabel(/^Brand/).fill('Bajaj');
    await page.getByLabel(/^Part number/).fill('JF-561');
    const first = page.getByRole('group', { name: 'Bike 1' });
    await first.getByLabel('Make').fill('Bajaj');
    await first.getByLabel('Model').fill('පල්සර් 150');
    await first.getByLabel('From year').fill('2012');
    await first.getByLabel('To year').fill('2020');
    await page.getByRole('button', { name: 'Add a bike' }).click();
    const second = page.getByRole('group', { name: 'Bike 2' });
    await second.getByLabel('Make').fill('Demak');
    await second.getByLabel('Model').fill('Skyhawk X');
    await page.getByLabel(/^Price/).fill('4,500');
    await page.getByLabel(/^Location/).fill('Kandy');
    await page.getByLabel(/^Phone/).fill('071 234 5678');
    await page.getByRole('button', { name: 'Post Ad' }).click();
    await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible({
      timeout: 20_000,
    });
    const part = await postedId(page, 'Your private manage link');
    await expect(page.getByRole('link', { name: 'View your ad' })).toHaveAttribute(
      'href',
      `/item/${part.id}`,
    );

    const storedPart = await request.get(`${server.url}/api/items/${part.id}`);
    expect(storedPart.status()).toBe(200);
    expect(await storedPart.json()).toMatchObject({
      kind: 'part',
      category: 'brakes',
      title: 'Brake pads for Pulsar 150',
      brand: 'Bajaj',
      partNumber: 'JF-561',
      price: 4500,
      fitsAnyBike: false,
      fitment: [
        // The table's spelling for a known bike; an unknown one kept as typed.
        { make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 },
        { make: 'Demak', model: 'Skyhawk X', yearFrom: null, yearTo: null },
      ],
    });

    await buyerFindsThePart(await buyer.newPage(), 'Brake pads for Pulsar 150');

    // Its owner manages it: the edit opens the part form filled in; the new price is saved.
    await page.getByRole('link', { name: 'Open the manage page' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'For sale' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit ad' }).click();
    await expect(page.getByLabel(/^Part number/)).toHaveValue('JF-561');
    await expect(page.getByRole('group', { name: 'Bike 2' }).getByLabel('Model')).toHaveValue(
      'Skyhawk X',
    );
    await page.getByLabel(/^Price/).fill('4,200');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Mark as sold' }).click();
    await page.getByRole('button', { name: 'Yes, it is sold' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sold' })).toBeVisible();
    const edited = await request.get(`${server.url}/api/items/${part.id}`);
    expect(await edited.json()).toMatchObject({ price: 4200, partNumber: 'JF-561' });

    // Then a helmet, in Sinhala, that does not carry the SLS mark.
    await page.goto(inLang('/post-ad', 'si'));
    await page.getByRole('radio', { name: 'රයිඩින් ගියර්' }).check();
    await page.getByLabel(/^කාණ්ඩය/).selectOption('helmets');
    await page.getByLabel(/^දැන්වීමේ මාතෘකාව/).fill('Vega ෆුල් ෆේස් හෙල්මට්');
    await page.getByLabel(/^සන්නාමය/).fill('Vega');
    await page.getByLabel(/^සයිස් එක/).selectOption('L');
    await page.getByLabel(/^හෙල්මට් වර්ගය/).selectOption('full');
    await page.locator('[name=price]').fill('6500');
    await page.locator('[name=location]').fill('Galle');
    await page.locator('[name=phone]').fill('077 765 4321');
    // The SLS answer is required.
    await page.getByRole('button', { name: 'දැන්වීම පළ කරන්න' }).click();
    await expect(page.getByText('හෙල්මට් එකේ SLS සලකුණ තියෙනවද කියා තෝරන්න.')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('radio', { name: 'SLS සලකුණ නැහැ' }).check();
    await page.getByRole('button', { name: 'දැන්වීම පළ කරන්න' }).click();
    await expect(page.getByRole('textbox', { name: 'ඔබේ පෞද්ගලික කළමනාකරණ සබැඳිය' })).toBeVisible({
      timeout: 20_000,
    });
    const helmet = await postedId(page, 'ඔබේ පෞද්ගලික කළමනාකරණ සබැඳිය');
    const storedHelmet = await request.get(`${server.url}/api/items/${helmet.id}`);
    expect(storedHelmet.status()).toBe(200);
    expect(await storedHelmet.json()).toMatchObject({
      kind: 'gear',
      category: 'helmets',
      size: 'L',
      helmetType: 'full',
      slsMark: false,
      price: 6500,
      location: 'Galle',
    });

    await buyerSeesNoSlsMark(await buyer.newPage(), 'Vega ෆුල් ෆේස් හෙල්මට්');

    // The owner's manage link works for the item (its state, with the token).
    const manage = await request.get(`${server.url}/api/items/${helmet.id}/manage`, {
      headers: { Authorization: `Bearer ${helmet.token}` },
    });
    expect(manage.status()).toBe(200);
  } finally {
    await seller.close();
    await buyer.close();
  }
});
