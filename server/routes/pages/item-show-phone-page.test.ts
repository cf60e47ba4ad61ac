import type { PartFormValues } from '@/domain/listings/item-form-schema';
import { partFormDefaults } from '@/domain/listings/item-form-schema';
import type { App } from '../../app';
import { expectNoHiddenPhone, HIDDEN_PHONE } from '../../testing/hidden-phone';
import { createTestEnv, postForm, theBuild } from '../../testing/test-app';

// "Show my number" off for a part (issues 45, 46): the Spare Parts view's raw HTML (its cards
// and the page-data block the app hydrates from) has the number in no form, in every language.
// Needs `npx vite build` first.
let env: Awaited<ReturnType<typeof createTestEnv>> | undefined;
let app: App;

const part: PartFormValues = {
  ...partFormDefaults,
  title: 'Hidden number clutch cable',
  category: 'engine',
  condition: 'used',
  brand: 'Bajaj',
  price: '1800',
  location: 'Matara',
  phone: HIDDEN_PHONE,
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
};

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open(
    { distDir: theBuild(), pageCacheSeconds: 0, sampleAds: false },
    { managePerWindow: 10_000 },
  );
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const LISTS = [
  '/?view=spare-parts',
  '/si/?view=spare-parts',
  '/ta/?view=spare-parts',
  '/?view=spare-parts&brand=Bajaj',
  '/?view=spare-parts&fit=Bajaj%7CPulsar+150%7C2018',
  '/?view=spare-parts&q=clutch',
];

describe("a part's hidden number in the parts list's raw HTML", () => {
  test('shown: the page data has it; off: no list page has it in any form; on: back', async () => {
    const posted = await app.inject({ method: 'POST', url: '/api/items', payload: postForm(part) });
    expect(posted.statusCode, posted.body).toBe(201);
    const ad = posted.json<{ id: string; manageToken: string }>();
    const html = async (url: string) => {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Hidden number clutch cable');
      return response.body;
    };
    const setShow = (showPhone: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/items/${ad.id}/manage`,
        headers: { authorization: `Bearer ${ad.manageToken}` },
        payload: { showPhone },
      });

    // The control: while shown, the page data the app hydrates from carries the number.
    expect(await html('/?view=spare-parts')).toContain('071 864 2097');

    expect((await setShow(false)).statusCode).toBe(200);
    for (const url of LISTS) {
      const body = await html(url);
      expectNoHiddenPhone(body, url);
      expect(body, url).toContain('"phoneHidden":true');
    }

    expect((await setShow(true)).statusCode).toBe(200);
    expect(await html('/?view=spare-parts')).toContain('071 864 2097');
  });
});
