import { createECDH, randomBytes } from 'node:crypto';
import { appReady, expect, test } from '../fixtures';
import { waitForServiceWorker } from '../service-worker';
import { serverForThisFile } from './run-server';

const server = serverForThisFile();

const honda = (model: string) => ({
  type: 'scooters',
  condition: 'Used',
  title: '',
  make: 'Honda',
  model,
  year: '2021',
  registerYear: '',
  price: '435000',
  negotiable: false,
  mileageKm: '',
  engineCapacityCc: '',
  transmission: '',
  fuelType: '',
  color: '',
  location: 'Trincomalee',
  phone: '071 234 5678',
  heroUrl: '',
  galleryUrls: '',
});

test('a saved search lists what was posted since the last visit and opens its list', async ({
  page,
  request,
}) => {
  await page.goto(`${server.url}/browse/all?location=Trincomalee&sort=price-asc`);
  await appReady(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  const posted = await request.post(`${server.url}/api/vehicles`, {
    multipart: { ad: JSON.stringify(honda(`Al${Date.now().toString(36)}`)) },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.getByRole('link', { name: 'See your saved searches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Trincomalee' });
  await expect(item.getByText('1 new since your last visit')).toBeVisible();
  // This visit is now the last one.
  await page.reload();
  await expect(item.getByText('Nothing new since your last visit')).toBeVisible();
  await item.getByRole('link', { name: 'Open the list' }).click();
  await expect(page).toHaveURL(/\/browse\/all\?location=Trincomalee$/);
});

// The headless build reports notifications as denied whatever permission is granted, so the app
// rightly offers no alerts there: this test runs in the full browser.
test(
  'alerts are turned on with the notification permission, and off again',
  { tag: '@full-browser' },
  async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    try {
      await context.grantPermissions(['notifications'], { origin: server.url });
      // Headless Chromium has no push service to subscribe with: the browser's subscription is
      // one with real P-256 keys, as toJSON() gives it; everything else is the real browser.
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      };
      await context.addInitScript((k) => {
        let current: object | null = null;
        const make = () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-browser',
          toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-browser', keys: k }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        });
        PushManager.prototype.subscribe = async function () {
          return (current = make()) as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          return current as PushSubscription | null;
        };
      }, keys);
      const page = await context.newPage();
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/alerts/'))
          sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });
      await page.goto('/saved-searches');
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: 'Turn on alerts' }).click();
      await expect(page.getByText('Alerts are on for this browser.')).toBeVisible();
      expect(sent).toEqual(['GET /api/alerts/key', 'PUT /api/alerts/subscription']);
      await page.getByRole('button', { name: 'Turn off alerts' }).click();
      await expect(page.getByRole('button', { name: 'Turn on alerts' })).toBeVisible();
      expect(sent).toContain('POST /api/alerts/unsubscribe');
    } finally {
      await context.close();
    }
  },
);
