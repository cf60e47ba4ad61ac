import { expect, inLang, test } from '../fixtures';
import { phoneContext, serverForThisFile } from './run-server';

// "Show my number" off (issue 46): the seller turns it off on the manage page; the ad's page
// then offers no number, no Call and no WhatsApp, in the browser and in its raw HTML.
const server = serverForThisFile();

const AD = {
  type: 'scooters',
  condition: 'Used',
  title: '',
  make: 'Honda',
  model: 'Dio',
  year: '2019',
  registerYear: '',
  price: '250000',
  negotiable: false,
  mileageKm: '',
  engineCapacityCc: '',
  transmission: '',
  fuelType: '',
  color: '',
  description: '',
  location: 'Galle',
  phone: '0718642097',
  heroUrl: '',
  galleryUrls: '',
};
const DIGITS = /7\D{0,3}1\D{0,3}8\D{0,3}6\D{0,3}4\D{0,3}2\D{0,3}0\D{0,3}9\D{0,3}7/;

for (const lang of ['en', 'ta'] as const) {
  const text = {
    en: {
      box: 'Show my phone number on the ad',
      saved: 'Your number is now hidden from buyers.',
      note: 'The seller keeps their number private.',
      call: 'Call',
      message: 'Message seller',
    },
    ta: {
      box: 'விளம்பரத்தில் எனது தொலைபேசி இலக்கத்தைக் காட்டு',
      saved: 'உங்கள் இலக்கம் இப்போது வாங்குபவர்களிடமிருந்து மறைக்கப்பட்டுள்ளது.',
      note: 'விற்பனையாளர் தனது தொலைபேசி இலக்கத்தைக் காட்டவில்லை.',
      call: 'அழைக்க',
      message: 'விற்பனையாளருக்குத் தகவல் அனுப்பு',
    },
  }[lang];
  test(`the seller hides the number on the manage page; the ad's page offers no number (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const seller = await phoneContext(browser, server.url, lang);
    const buyer = await phoneContext(browser, server.url, lang);
    try {
      const model = `Sp${lang}${Date.now().toString(36)}`;
      const page = await seller.newPage();
      const posted = await page.request.post(`${server.url}/api/vehicles`, {
        multipart: { ad: JSON.stringify({ ...AD, model }) },
      });
      expect(posted.status()).toBe(201);
      const { id, manageToken } = (await posted.json()) as { id: string; manageToken: string };
      const adPath = inLang(`/vehicle/${id}`, lang);

      const view = await buyer.newPage();
      await view.goto(adPath);
      await expect(view.getByRole('link', { name: text.call, exact: true })).toBeVisible();

      await page.goto(`${inLang(`/manage/${id}`, lang)}#${manageToken}`);
      const box = page.getByRole('checkbox', { name: text.box });
      await expect(box).toBeChecked();
      await box.uncheck();
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
      await expect(box).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: text.box })).not.toBeChecked();

      await view.goto(adPath);
      await expect(view.getByText(text.note)).toBeVisible();
      // Message only: the seller is reached on the site, with the scam guard.
      await expect(view.getByRole('button', { name: text.message })).toBeVisible();
      await expect(view.getByRole('link', { name: text.call, exact: true })).toHaveCount(0);
      await expect(view.locator('.vd-contact-card a')).toHaveCount(0);
      expect(await view.locator('main').innerText()).not.toMatch(DIGITS);
      const raw = await (await buyer.request.get(`${server.url}${adPath}`)).text();
      expect(raw).not.toMatch(DIGITS);
      const api = await (await buyer.request.get(`${server.url}/api/vehicles/${id}`)).text();
      expect(api).not.toMatch(DIGITS);
    } finally {
      await seller.close();
      await buyer.close();
    }
  });
}
