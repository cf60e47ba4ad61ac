import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { PostAdFormValues } from '@/domain/vehicles/post-ad-form-schema';
import { buildAdForm } from '@/testing/test-vehicle';
import type { App } from '../../app';
import { postAd, type PhotoPart, type Posted } from '../../testing/ad-posts';
import { createTestEnv, postForm } from '../../testing/test-app';
import { adminHelpers, PASSWORD } from '../admin/admin-test-harness';

// An owner's edit is screened as a new post is: added scam wording or a copied photo holds it.
let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({ adminPassword: PASSWORD }, { managePerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const photo = (name: string) =>
  sharp(readFileSync(`public/images/vehicles/${name}.svg`))
    .jpeg({ quality: 90 })
    .toBuffer();

let serial = 0;

async function post(values: Partial<PostAdFormValues>, photos: PhotoPart[] = []): Promise<Posted> {
  serial += 1;
  const response = await postAd(app, { model: `Screened${serial}`, ...values }, photos);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Posted>();
}

async function edit(ad: Posted, values: Partial<PostAdFormValues>, photos: PhotoPart[] = []) {
  const payload = postForm(buildAdForm({ model: ad.model, phone: ad.phone, ...values }), photos);
  payload.append(
    'keep',
    JSON.stringify({ hero: photos.length ? null : ad.image || null, gallery: [] }),
  );
  const response = await app.inject({
    method: 'PUT',
    url: `/api/vehicles/${ad.id}`,
    headers: { authorization: `Bearer ${ad.manageToken}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Posted & { status: string; heldBecause: string | null }>();
}

const ownerState = async (ad: Posted) =>
  (
    await app.inject({
      url: `/api/vehicles/${ad.id}/manage`,
      headers: { authorization: `Bearer ${ad.manageToken}` },
    })
  ).json<{ status: string; listed: boolean }>();
const listed = async (ad: Posted) =>
  (await app.inject({ url: `/api/vehicles?type=all&limit=60&q=${ad.model}` }))
    .json<{ items: Array<{ id: string }> }>()
    .items.some((item) => item.id === ad.id);

const admin = adminHelpers(() => app);
async function heldQueue() {
  const headers = admin.as(await admin.login('Kamala'));
  const held = await app.inject({ url: '/api/admin/held', headers });
  const items = held.json<{
    items: Array<{ vehicle: { id: string }; phrase: string | null; copied: object | null }>;
  }>().items;
  return { items, headers };
}

test('an edit that adds scam wording is held like a new post: not listed, under review', async () => {
  const ad = await post({ description: 'First owner, papers ready.' });
  expect(await listed(ad)).toBe(true);
  await edit(ad, { description: 'First owner. Send the advance payment to reserve.' });
  expect(await ownerState(ad)).toMatchObject({ status: 'held', listed: false });
  expect(await listed(ad)).toBe(false);
  expect((await app.inject({ url: `/api/vehicles/${ad.id}` })).statusCode).toBe(404);
  const { items } = await heldQueue();
  expect(items.find((item) => item.vehicle.id === ad.id)).toMatchObject({
    phrase: 'advance payment',
    copied: null,
  });
});

test('the edit’s answer says it is held, and why, as a new post’s does', async () => {
  const ad = await post({ description: 'Papers ready, first owner.' });
  const clean = await edit(ad, { description: 'Papers ready, first owner. New tyres.' });
  expect(clean).toMatchObject({ id: ad.id, status: 'active', heldBecause: null });
  const held = await edit(ad, { description: 'Send the advance payment to reserve.' });
  expect(held).toMatchObject({ id: ad.id, status: 'held', heldBecause: 'wording' });
  // Still waiting after a clean edit: held, the reason already told.
  const again = await edit(ad, { description: 'Send the advance payment to reserve. Galle.' });
  expect(again).toMatchObject({ status: 'held', heldBecause: null });
  expect(await ownerState(ad)).toMatchObject({ status: 'held', listed: false });
});

test('once approved, an edit that keeps the approved wording stays listed', async () => {
  const ad = await post({ description: 'No advance payment asked, ever.' });
  expect((await ownerState(ad)).status).toBe('held');
  const { headers } = await heldQueue();
  const approve = await app.inject({
    method: 'POST',
    url: `/api/admin/held/${ad.id}/approve`,
    headers,
    payload: { reason: 'honest' },
  });
  expect(approve.statusCode).toBe(200);
  await edit(ad, { description: 'No advance payment asked, ever.', price: '350,000' });
  expect(await ownerState(ad)).toMatchObject({ status: 'active', listed: true });
  // A second, new phrase holds it again, and the queue shows the new reason.
  await edit(ad, { description: 'No advance payment asked. Courier charge first.' });
  expect(await ownerState(ad)).toMatchObject({ status: 'held', listed: false });
  const { items } = await heldQueue();
  expect(items.find((item) => item.vehicle.id === ad.id)?.phrase).toBe('courier charge');
});

test('an edit that adds a copy of another seller’s live photo is held; its own photo is not', async () => {
  const original = await photo('naked-green-road');
  const theirs = await post({ phone: '0711111111' }, [
    { field: 'hero', name: 'a.jpg', data: original },
  ]);
  const copy = await sharp(original).resize(500).jpeg({ quality: 50 }).toBuffer();
  const mine = await post({ phone: '0722222222' }, [
    { field: 'hero', name: 'b.jpg', data: await photo('naked-green-side') },
  ]);
  const again = await sharp(
    readFileSync(`${env.dir}/data/photos/${mine.image.slice('/photos/'.length)}`),
  )
    .jpeg()
    .toBuffer();
  const reuploaded = await edit(mine, { phone: '0733333333' }, [
    { field: 'hero', name: 'same.jpg', data: again },
  ]);
  expect(await ownerState(mine)).toMatchObject({ status: 'active', listed: true });

  expect(reuploaded).toMatchObject({ status: 'active', heldBecause: null });
  const copied = await edit({ ...mine, ...reuploaded }, {}, [
    { field: 'hero', name: 'c.jpg', data: copy },
  ]);
  expect(copied).toMatchObject({ status: 'held', heldBecause: 'copied_photo' });
  expect(await ownerState(mine)).toMatchObject({ status: 'held', listed: false });
  expect(await ownerState(theirs)).toMatchObject({ status: 'active', listed: true });
  const { items } = await heldQueue();
  expect(items.find((item) => item.vehicle.id === mine.id)).toMatchObject({
    phrase: null,
    copied: { vehicleId: theirs.id },
  });
});
