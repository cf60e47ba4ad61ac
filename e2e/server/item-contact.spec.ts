import { appReady, expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

// A spare part's seller (issues 45, 46): a buyer messages them, and their open manage page shows
// it live; they hide their number, and the parts list (page and API) no longer has it.
const server = serverForThisFile();

const DIGITS = /7\D{0,3}1\D{0,3}8\D{0,3}6\D{0,3}4\D{0,3}2\D{0,3}0\D{0,3}9\D{0,3}7/;

/** The hidden-number tests' parts carry 071 864 2097; the messages test's, another number. */
function part(title: string, phone = '0718642097') {
  return {
    kind: 'part',
    title,
    category: 'brakes',
    condition: 'new',
    brand: 'Bajaj',
    partNumber: '',
    fitsAnyBike: false,
    fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
    carriesNumber: false,
    papersConfirmed: false,
    price: '2500',
    negotiable: false,
    description: '',
    location: 'Kandy',
    phone,
    heroUrl: '',
    galleryUrls: '',
  };
}

test("a buyer messages a part's seller; the seller's open manage page shows it live and the seller replies", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sellerContext = await browser.newContext({ baseURL: server.url });
  const buyerContext = await browser.newContext({ baseURL: server.url });
  try {
    const posted = await sellerContext.request.post(`${server.url}/api/items`, {
      multipart: {
        ad: JSON.stringify(part(`Brake pads ${Date.now().toString(36)}`, '0771239876')),
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const ad = (await posted.json()) as { id: string; title: string; manageToken: string };
    expect(ad.id).toMatch(/^part-/);

    const seller = await sellerContext.newPage();
    await seller.goto(`/manage/${ad.id}#${ad.manageToken}`);
    await appReady(seller);
    const inbox = seller.getByRole('region', { name: /Messages from buyers/ });
    await expect(inbox.getByText('No messages yet.')).toBeVisible();

    // The buyer writes (the item page's panel is another helper's; the API is the same).
    const started = await buyerContext.request.post(`${server.url}/api/items/${ad.id}/threads`, {
      data: { text: 'Are these pads original Bajaj?' },
    });
    expect(started.status(), await started.text()).toBe(201);
    const thread = (await started.json()) as { threadId: string; token: string };

    // The seller's page, never reloaded, has it.
    await expect(inbox.getByText('Are these pads original Bajaj?')).toBeVisible({
      timeout: 10_000,
    });
    await expect(inbox.getByRole('heading', { name: /Messages from buyers/ })).toContainText(
      '1 unread',
    );
    await inbox.getByRole('button', { name: 'Read and reply: Buyer 1' }).click();
    await inbox.getByRole('textbox', { name: 'Write a message' }).fill('Yes, genuine, in the box.');
    await inbox.getByRole('button', { name: 'Send', exact: true }).click();
    const log = inbox.getByRole('list', { name: 'Messages in this conversation' });
    await expect(log.getByText('Yes, genuine, in the box.')).toBeVisible();

    // The buyer reads the reply with their own token.
    const read = await buyerContext.request.get(
      `${server.url}/api/threads/${thread.threadId}/messages`,
      { headers: { Authorization: `Bearer ${thread.token}` } },
    );
    const { messages } = (await read.json()) as { messages: Array<{ from: string; text: string }> };
    expect(messages.map((m) => [m.from, m.text])).toEqual([
      ['buyer', 'Are these pads original Bajaj?'],
      ['seller', 'Yes, genuine, in the box.'],
    ]);
    // And the buyer's next message shows in the seller's open thread without a reload.
    await buyerContext.request.post(`${server.url}/api/threads/${thread.threadId}/messages`, {
      headers: { Authorization: `Bearer ${thread.token}` },
      data: { text: 'I will come on Saturday.' },
    });
    await expect(log.getByText('I will come on Saturday.')).toBeVisible({ timeout: 10_000 });
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});

for (const lang of ['en', 'si'] as const) {
  const box = {
    en: 'Show my phone number on the ad',
    si: 'දැන්වීමේ මගේ දුරකථන අංකය පෙන්වන්න',
  }[lang];
  test(`the seller hides a part's number on the manage page; the parts list and API no longer have it (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const seller = await phoneContext(browser, server.url, lang);
    const buyer = await phoneContext(browser, server.url, lang);
    try {
      const title = `Hidden pads ${lang} ${Date.now().toString(36)}`;
      const posted = await seller.request.post(`${server.url}/api/items`, {
        multipart: { ad: JSON.stringify(part(title)) },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const ad = (await posted.json()) as { id: string; manageToken: string };
      const list = inLang('/?view=spare-parts', lang);
      // The control: shown, the list's raw HTML has the number.
      expect(await (await buyer.request.get(`${server.url}${list}`)).text()).toMatch(DIGITS);

      const page = await seller.newPage();
      await page.goto(`${inLang(`/manage/${ad.id}`, lang)}#${ad.manageToken}`);
      await appReady(page);
      const check = page.getByRole('checkbox', { name: box });
      await expect(check).toBeChecked();
      await check.uncheck();
      await expect(check).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: box })).not.toBeChecked();

      const raw = await (await buyer.request.get(`${server.url}${list}`)).text();
      expect(raw).toContain(title);
      expect(raw).not.toMatch(DIGITS);
      for (const api of [`/api/parts?limit=60`, `/api/items/${ad.id}`]) {
        const body = await (await buyer.request.get(`${server.url}${api}`)).text();
        expect(body, api).toContain(title);
        expect(body, api).not.toMatch(DIGITS);
      }
      const view = await buyer.newPage();
      await view.goto(list);
      await appReady(view);
      await expect(view.getByText(title)).toBeVisible();
      expect(await view.locator('main').innerText()).not.toMatch(DIGITS);
    } finally {
      await seller.close();
      await buyer.close();
    }
  });
}
