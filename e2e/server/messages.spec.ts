import type { APIRequestContext, Page } from '@playwright/test';
import { appReady, expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

// On-site messages (issue 46): a buyer and a seller in two browsers, on the marketplace server.
const server = serverForThisFile();

let serial = 0;
async function publish(request: APIRequestContext) {
  serial += 1;
  const ad = {
    type: 'scooters',
    condition: 'Used',
    title: '',
    make: 'Honda',
    model: `Msg${Date.now().toString(36)}${serial}`,
    year: '2021',
    registerYear: '',
    price: '450000',
    negotiable: false,
    mileageKm: '12000',
    engineCapacityCc: '110',
    transmission: '',
    fuelType: '',
    color: 'Red',
    description: 'One owner.',
    location: 'Kandy',
    phone: `0771235${String(serial).padStart(3, '0')}`,
    heroUrl: '',
    galleryUrls: '',
  };
  const response = await request.post(`${server.url}/api/vehicles`, {
    multipart: { ad: JSON.stringify(ad) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string; manageToken: string };
}

/** The buyer's first message from the ad page; the private link it offers once. */
async function writeFromAdPage(page: Page, adPath: string, text: string) {
  await page.goto(adPath);
  await appReady(page);
  await page.getByRole('button', { name: 'Message seller' }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Your message is sent' })).toBeVisible();
  return page.getByRole('textbox', { name: 'Your private conversation link' }).inputValue();
}

test('a buyer writes from the ad page; the seller’s open manage page shows it live, replies, and the buyer sees it with a scam warning', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sellerContext = await browser.newContext({ baseURL: server.url });
  const buyerContext = await browser.newContext({ baseURL: server.url });
  try {
    const ad = await publish(sellerContext.request);
    const seller = await sellerContext.newPage();
    await seller.goto(`/manage/${ad.id}#${ad.manageToken}`);
    await appReady(seller);
    const inbox = seller.getByRole('region', { name: /Messages from buyers/ });
    await expect(inbox.getByText('No messages yet.')).toBeVisible();

    const buyer = await buyerContext.newPage();
    const link = await writeFromAdPage(buyer, `/vehicle/${ad.id}`, 'Is the bike still available?');
    expect(link).toMatch(
      new RegExp(`^${server.url}/messages/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{24}$`),
    );
    await expect(buyer.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(buyer.getByRole('link', { name: 'Send it to my WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=.*%23[A-Za-z0-9_-]{24}/,
    );

    // The seller's page, never reloaded, has it within moments.
    await expect(inbox.getByText('Is the bike still available?')).toBeVisible({ timeout: 10_000 });
    await expect(inbox.getByRole('heading', { name: /Messages from buyers/ })).toContainText(
      '1 unread',
    );

    // The buyer keeps the conversation open while the seller answers.
    await buyer.getByRole('link', { name: 'Open the conversation' }).click();
    await expect(buyer).toHaveURL(link);
    const buyerLog = buyer.getByRole('list', { name: 'Messages in this conversation' });
    await expect(buyerLog.getByText('Is the bike still available?')).toBeVisible();

    await inbox.getByRole('button', { name: 'Read and reply: Buyer 1' }).click();
    const scam = 'Yes. Pay a Rs 10,000 advance to my bank account 1234567890 to reserve it.';
    await inbox.getByRole('textbox', { name: 'Write a message' }).fill(scam);
    await inbox.getByRole('button', { name: 'Send', exact: true }).click();
    const sellerLog = inbox.getByRole('list', { name: 'Messages in this conversation' });
    await expect(sellerLog.getByText(scam)).toBeVisible();
    // Its writer gets no warning about their own message.
    await expect(sellerLog.getByRole('note')).toHaveCount(0);

    // The buyer sees the reply without a reload, with the warning beside it.
    const reply = buyerLog.getByRole('listitem').filter({ hasText: scam });
    await expect(reply).toBeVisible({ timeout: 10_000 });
    await expect(reply.getByRole('note')).toContainText('Be careful with this message');
    await expect(reply.getByRole('note')).toContainText('see the bike and its papers first');
    await expect(reply.getByRole('note')).toContainText('bank account number');
    await expect(buyer.locator('[aria-live="polite"]').first()).toContainText(
      `New message from the seller: ${scam}`,
    );

    // The buyer answers; the seller's open thread shows it live.
    await buyerLog
      .page()
      .getByRole('textbox', { name: 'Write a message' })
      .fill('I will come and see it first.');
    await buyer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(sellerLog.getByText('I will come and see it first.')).toBeVisible({
      timeout: 10_000,
    });

    // The conversation is on the buyer's Messages page, linked from the header.
    await buyer.getByRole('link', { name: 'Messages', exact: true }).first().click();
    await expect(buyer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(buyer.getByRole('link', { name: ad.title })).toBeVisible();
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});

test('at 375 px in Sinhala the thread fits, works by keyboard alone, and a message written offline is sent once when the connection returns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await phoneContext(browser, server.url, 'si');
  try {
    const ad = await publish(context.request);
    const page = await context.newPage();
    await page.goto(inLang(`/vehicle/${ad.id}`, 'si'));
    await appReady(page);
    await page.getByRole('button', { name: 'විකුණුම්කරුට පණිවිඩයක් යවන්න' }).click();
    await page.getByRole('textbox', { name: 'ඔබේ පණිවිඩය' }).fill('බයික් එක තවම තියෙනවාද?');
    await page.getByRole('button', { name: 'පණිවිඩය යවන්න' }).click();
    await expect(page.getByRole('heading', { name: 'ඔබේ පණිවිඩය යැව්වා' })).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'ඔබේ පෞද්ගලික සංවාද සබැඳිය' }).inputValue();
    expect(link).toContain('/si/messages/');
    await page.goto(link);
    await appReady(page);
    const log = page.getByRole('list', { name: 'මෙම සංවාදයේ පණිවිඩ' });
    await expect(log.getByText('බයික් එක තවම තියෙනවාද?')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // Keyboard alone: to the box, type, Tab to Send, Enter.
    const box = page.getByRole('textbox', { name: 'පණිවිඩයක් ලියන්න' });
    await box.focus();
    await page.keyboard.type('ඉරිදා බලන්න එන්නද?');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'යවන්න', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(log.getByText('ඉරිදා බලන්න එන්නද?')).toBeVisible();
    await expect(box).toBeFocused();

    // Offline: the message waits on this device, then goes once.
    await context.setOffline(true);
    await box.fill('සෙනසුරාදා හරිද?');
    await page.getByRole('button', { name: 'යවන්න', exact: true }).click();
    const waiting = log.getByRole('listitem').filter({ hasText: 'සෙනසුරාදා හරිද?' });
    await expect(waiting).toContainText('ඔබ නැවත අන්තර්ජාලයට සම්බන්ධ වූ විට');
    await context.setOffline(false);
    await expect(waiting).not.toContainText('ඔබ නැවත අන්තර්ජාලයට සම්බන්ධ වූ විට', {
      timeout: 15_000,
    });
    await expect(log.getByText('සෙනසුරාදා හරිද?')).toHaveCount(1);
    const threadId = new URL(link).pathname.split('/').at(-1)!;
    const read = await context.request.get(`${server.url}/api/threads/${threadId}/messages`, {
      headers: { Authorization: `Bearer ${ad.manageToken}` },
    });
    const { messages } = (await read.json()) as { messages: Array<{ text: string }> };
    expect(messages.map((message) => message.text)).toEqual([
      'බයික් එක තවම තියෙනවාද?',
      'ඉරිදා බලන්න එන්නද?',
      'සෙනසුරාදා හරිද?',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  } finally {
    await context.close();
  }
});

test('at 375 px in Tamil the thread is reached, written, answered and reported by keyboard alone; a reply is announced politely', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await phoneContext(browser, server.url, 'ta');
  try {
    const ad = await publish(context.request);
    const started = await context.request.post(`${server.url}/api/vehicles/${ad.id}/threads`, {
      data: { text: 'பைக் இன்னும் இருக்கிறதா?' },
    });
    const { threadId, token } = (await started.json()) as { threadId: string; token: string };
    const page = await context.newPage();
    await page.goto(`${inLang(`/messages/${threadId}`, 'ta')}#${token}`);
    await appReady(page);
    const log = page.getByRole('list', { name: 'இந்த உரையாடலின் தகவல்கள்' });
    await expect(log.getByText('பைக் இன்னும் இருக்கிறதா?')).toBeVisible();
    const live = page.locator('.thread [aria-live="polite"]');
    await expect(live).toBeEmpty();

    // From the top of the page, Tab alone reaches the message box; everything focused on the
    // way is on the 375 px screen.
    const box = page.getByRole('textbox', { name: 'தகவலை எழுதுங்கள்' });
    let reached = false;
    for (let step = 0; step < 60 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const box = element?.getBoundingClientRect();
        return {
          tag: element?.tagName ?? '',
          label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
          left: box?.left ?? 0,
          right: box?.right ?? 0,
          width: box?.width ?? 0,
        };
      });
      expect(focused.width, `${focused.tag} ${focused.label}`).toBeGreaterThan(0);
      expect(focused.left, `${focused.tag} ${focused.label}`).toBeGreaterThanOrEqual(0);
      expect(focused.right, `${focused.tag} ${focused.label}`).toBeLessThanOrEqual(375);
      reached = await box.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.type('ஞாயிறு பார்க்க வரலாமா?');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'அனுப்பு', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(log.getByText('ஞாயிறு பார்க்க வரலாமா?')).toBeVisible();
    await expect(box).toBeFocused();

    // The seller answers (another device): it appears and is announced politely, with the scam
    // guard's warning beside it.
    const reply = 'Rs 10,000 முற்பணம் account 8001234567 க்கு அனுப்புங்கள்';
    const sent = await context.request.post(`${server.url}/api/threads/${threadId}/messages`, {
      headers: { Authorization: `Bearer ${ad.manageToken}` },
      data: { text: reply },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const answer = log.getByRole('listitem').filter({ hasText: reply });
    await expect(answer).toBeVisible({ timeout: 10_000 });
    await expect(answer).toContainText('இந்தத் தகவல் குறித்து கவனமாக இருங்கள்');
    await expect(live).toHaveText(`விற்பனையாளரிடமிருந்து புதிய தகவல்: ${reply}`);
    // Announcing never takes the focus from what the reader was doing.
    await expect(box).toBeFocused();

    // Report, by keyboard: Tab on to it, Enter, an arrow to the reason, Tab to send, Enter.
    const reportButton = page.getByRole('button', { name: 'இந்த உரையாடல் பற்றி முறைப்பாடு செய்' });
    for (let step = 0; step < 5; step += 1) {
      if (await reportButton.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(reportButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: 'மோசடி' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'துன்புறுத்தல் அல்லது அச்சுறுத்தல்' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'முறைப்பாட்டை அனுப்பு' })).toBeFocused();
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'முறைப்பாடு செய்யப்பட்டது' });
    await expect(done).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  } finally {
    await context.close();
  }
});

test('the thread page’s HTML never holds the token, and a wrong token opens nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const ad = await publish(context.request);
    const started = await context.request.post(`${server.url}/api/vehicles/${ad.id}/threads`, {
      data: { text: 'Hello' },
    });
    const { threadId, token } = (await started.json()) as { threadId: string; token: string };
    const html = await (await context.request.get(`${server.url}/messages/${threadId}`)).text();
    expect(html).not.toContain(token);
    const page = await context.newPage();
    await page.goto(`/messages/${threadId}#${'x'.repeat(24)}`);
    await expect(page.getByRole('alert')).toContainText(
      'This link does not open this conversation',
    );
    await page.goto(`/messages/${threadId}#${token}`);
    await expect(page.getByText('Hello', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
