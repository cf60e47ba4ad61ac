import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { expectNoHiddenPhone, HIDDEN_PHONE } from '../../testing/hidden-phone';
import { createTestEnv, postForm } from '../../testing/test-app';

// "Show my number" chosen in the post form (issue 46): off, the ad is stored with the number
// hidden in the same transaction, so no public answer ever had it. Its own database: no other ad
// has the number.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { managePerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const PHONE = HIDDEN_PHONE;
type Posted = Vehicle & { manageToken: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function publicAnswers(ad: Posted): Promise<Array<[string, string]>> {
  const answers: Array<[string, string]> = [];
  for (const url of [
    `/api/vehicles/${ad.id}`,
    '/api/vehicles?type=all&limit=60',
    `/api/vehicles?type=all&q=${encodeURIComponent(ad.model)}`,
    '/sitemap.xml',
  ]) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    answers.push([url, response.body]);
  }
  return answers;
}

test('"Show my number" can be turned off when posting: the new ad never shows its number', async () => {
  const form = postForm(
    buildAdForm({ model: 'Showphone9', title: 'Hidden at once', phone: PHONE }),
  );
  form.append('showPhone', 'false');
  const posted = await app.inject({ method: 'POST', url: '/api/vehicles', payload: form });
  expect(posted.statusCode, posted.body).toBe(201);
  const ad = posted.json<Posted>();
  const manage = await app.inject({
    url: `/api/vehicles/${ad.id}/manage`,
    headers: bearer(ad.manageToken),
  });
  expect(manage.json()).toMatchObject({ showPhone: false });
  for (const [url, body] of await publicAnswers(ad)) expectNoHiddenPhone(body, url);
  const one = await app.inject({ url: `/api/vehicles/${ad.id}` });
  expect(one.json<Vehicle>()).toMatchObject({ phone: '', phoneHidden: true });

  // 'true' (or no field, as before) leaves it shown.
  const shownForm = postForm(
    buildAdForm({ model: 'Showphone10', title: 'Shown', phone: '0771234567' }),
  );
  shownForm.append('showPhone', 'true');
  const shown = await app.inject({ method: 'POST', url: '/api/vehicles', payload: shownForm });
  const again = await app.inject({ url: `/api/vehicles/${shown.json<Posted>().id}` });
  expect(again.json<Vehicle>().phoneHidden).toBeUndefined();
});
