import sharp from 'sharp';
import type { PartFormValues } from '@/domain/listings/item-form-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import { bikerGear } from '@/data/biker-gear';
import { spareParts } from '@/data/spare-parts';
import type { App } from '../../app';
import {
  brakePads,
  helmet,
  postedItem,
  postItem,
  type PostedItem as Posted,
} from '../../testing/item-posts';
import { createTestEnv, postForm } from '../../testing/test-app';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let app: App;

beforeAll(async () => {
  env = await createTestEnv();
  app = await env.open({}, { postsPerWindow: 10_000 });
});
afterAll(async () => {
  await app?.close();
  await env?.dispose();
});

const post = (ad: unknown, files: Parameters<typeof postForm>[1] = []) => postItem(app, ad, files);
const posted = (ad: unknown) => postedItem(app, ad);

const rows = async () =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles'))[0]!.n;

const list = async (path: string) => {
  const response = await app.inject(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ItemAd[]; total: number; nextCursor: string | null }>();
};

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the sample catalogue on a demo server (SAMPLE_ADS=true)', () => {
  it('lists the sample parts and gear as ads, newest first, marked as samples', async () => {
    const parts = await list('/api/parts?limit=60');
    expect(parts.total).toBe(spareParts.length);
    expect(parts.items.every((item) => item.kind === 'part' && item.sample === true)).toBe(true);
    const times = parts.items.map((item) => item.postedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list('/api/gear?limit=60')).total).toBe(bikerGear.length);
  });

  it('filters SPEC.md §5 fields on the server: brand, compatibility, condition, category', async () => {
    const bajaj = await list('/api/parts?brand=Bajaj&limit=60');
    const expected = spareParts.filter((p) => p.brand === 'Bajaj').length;
    expect(bajaj.total).toBe(expected);
    expect(bajaj.items.every((item) => item.brand === 'Bajaj')).toBe(true);
    const tyres = await list('/api/parts?category=tyres&condition=new');
    expect(tyres.total).toBe(
      spareParts.filter((p) => p.category === 'tyres' && p.condition === 'new').length,
    );
    const gloves = await list('/api/gear?category=gloves&size=M');
    expect(gloves.items.map((item) => item.id)).toEqual(
      bikerGear.filter((g) => g.category === 'gloves' && g.size === 'M').map((g) => g.id),
    );
    const band = await list('/api/gear?price=5000-15000&sort=price-asc&limit=60');
    const prices = band.items.map((item) => item.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price >= 5000 && price <= 15000)).toBe(true);
    expect(band.total).toBe(bikerGear.filter((g) => g.price >= 5000 && g.price <= 15000).length);
  });

  it('pages with cursors: every ad once, in order, with the true count', async () => {
    const seen: string[] = [];
    let path = '/api/parts?sort=price-desc&limit=7';
    for (let page = 0; page < 10; page += 1) {
      const body = await list(path);
      expect(body.total).toBe(spareParts.length);
      seen.push(...body.items.map((item) => item.id));
      if (!body.nextCursor) break;
      path = `/api/parts?sort=price-desc&limit=7&cursor=${body.nextCursor}`;
    }
    expect(new Set(seen).size).toBe(spareParts.length);
    const bad = await app.inject('/api/parts?sort=newest&cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect((await app.inject('/api/parts?colour=red')).statusCode).toBe(400);
  });
});

describe('posting a part and finding it by the bike it fits', () => {
  let pads: Posted;
  beforeAll(async () => {
    pads = await posted(brakePads());
    // Another part for the same bike but years it does not cover, and one for any bike.
    await posted(
      brakePads({
        title: 'Rear brake shoe',
        fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2021', yearTo: '' }],
      }),
    );
    await posted(
      brakePads({ title: 'Phone holder', category: 'accessories', fitsAnyBike: true, fitment: [] }),
    );
  });

  it('stores the part with its fitment, live at once, with a manage token', async () => {
    expect(pads).toMatchObject({
      kind: 'part',
      status: 'active',
      heldBecause: null,
      brand: 'Bajaj',
      partNumber: 'JF-151',
      fitsAnyBike: false,
      fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 }],
    });
    expect(pads.manageToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const one = await app.inject(`/api/items/${pads.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: pads.id, title: pads.title, price: 2500 });
    expect(one.json()).not.toHaveProperty('manageToken');
    // Not a vehicle: the vehicle routes do not know it, and vehicle lists never show it.
    expect((await app.inject(`/api/vehicles/${pads.id}`)).statusCode).toBe(404);
    const vehicles = await app.inject('/api/vehicles?limit=60');
    expect(vehicles.json<{ items: { id: string }[] }>().items.map((v) => v.id)).not.toContain(
      pads.id,
    );
    // Nor the sitemap's vehicle pages: it is listed at its own page, /item/ (pages/item-page.test).
    const sitemap = await app.inject('/sitemaps/ads-1.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/vehicle/');
    expect(sitemap.body).not.toContain(`/vehicle/${pads.id}<`);
  });

  it('"fits my bike" lists the parts listed for it and those that fit any bike', async () => {
    const mine = await list(`/api/parts?fit=${encodeURIComponent('Bajaj|Pulsar 150|2018')}`);
    const titles = mine.items.map((item) => item.title);
    expect(titles).toContain('Brake pads (front), Pulsar');
    expect(titles).toContain('Phone holder');
    expect(titles).not.toContain('Rear brake shoe');
    expect(mine.total).toBe(mine.items.length);
    // Written in Sinhala, the same bike.
    const sinhala = await list(`/api/parts?fit=${encodeURIComponent('බජාජ්|පල්සර් 150|2018')}`);
    expect(sinhala.items.map((item) => item.id)).toEqual(mine.items.map((item) => item.id));
    const later = await list(`/api/parts?fit=${encodeURIComponent('Bajaj|Pulsar 150|2022')}`);
    expect(later.items.map((item) => item.title)).toContain('Rear brake shoe');
    expect(later.items.map((item) => item.title)).not.toContain('Brake pads (front), Pulsar');
  });

  it('search finds the part across scripts and spellings', async () => {
    for (const q of ['pulsar 150 brake pads', 'පල්සර් බ්‍රේක්', 'பல்சர் பிரேக்', 'palsar brake']) {
      const found = await list(`/api/parts?q=${encodeURIComponent(q)}`);
      expect(
        found.items.map((item) => item.id),
        q,
      ).toContain(pads.id);
    }
    const none = await list(`/api/parts?q=${encodeURIComponent('yamaha exhaust')}`);
    expect(none.items.map((item) => item.id)).not.toContain(pads.id);
    // SPEC.md's compatibility text works on real ads too.
    const compat = await list('/api/parts?compat=pulsar&brand=bajaj');
    expect(compat.items.map((item) => item.id)).toContain(pads.id);
  });
});

describe('helmets and the SLS mark', () => {
  it('keeps a helmet without the SLS mark out of the SLS-only list', async () => {
    const without = await posted(helmet());
    const marked = await posted(helmet({ title: 'SLS helmet', slsMark: 'yes', size: 'L' }));
    expect(without).toMatchObject({ kind: 'gear', slsMark: false, helmetType: 'full' });
    const sls = await list('/api/gear?sls=1&limit=60');
    expect(sls.items.map((item) => item.id)).toContain(marked.id);
    expect(sls.items.map((item) => item.id)).not.toContain(without.id);
    const sized = await list('/api/gear?sls=1&size=L');
    expect(sized.items.map((item) => item.id)).toEqual([marked.id]);
    const found = await list(`/api/gear?q=${encodeURIComponent('ஹெல்மெட்')}&size=M`);
    expect(found.items.map((item) => item.id)).toContain(without.id);
  });

  it('refuses a helmet ad that does not say whether it carries the mark', async () => {
    const before = await rows();
    const response = await post(helmet({ slsMark: '', helmetType: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      fields: {
        slsMark: 'postAd.errors.slsRequired',
        helmetType: 'postAd.errors.helmetTypeRequired',
      },
    });
    expect(await rows()).toBe(before);
  });
});

describe("a request's price and town (BikeBot, the home search)", () => {
  it('narrows gear and parts to a top price and a town, Negotiable ads passing', async () => {
    const town = 'Matale';
    const cheap = await posted(
      helmet({ title: 'Matale helmet A', location: town, price: '12000' }),
    );
    const dear = await posted(helmet({ title: 'Matale helmet B', location: town, price: '18000' }));
    const elsewhere = await posted(
      helmet({ title: 'Colombo helmet C', location: 'Colombo', price: '9000' }),
    );
    const open = await posted(
      helmet({ title: 'Matale helmet D', location: town, price: '', negotiable: true }),
    );
    const path = `/api/gear?category=helmets&helmet=full&size=M&priceMax=15000&location=${town}`;
    const found = (await list(path)).items.map((item) => item.id);
    expect(found).toContain(cheap.id);
    expect(found).toContain(open.id);
    expect(found).not.toContain(dear.id);
    expect(found).not.toContain(elsewhere.id);
    // The town in Sinhala and Tamil is the same town; a minimum and a reversed range work too.
    for (const name of ['මාතලේ', 'மாத்தளை']) {
      const same = await list(`/api/gear?priceMax=15000&location=${encodeURIComponent(name)}`);
      expect(same.items.map((item) => item.id).sort(), name).toEqual(found.slice().sort());
    }
    const over = await list(`/api/gear?priceMin=15000&location=${town}`);
    expect(over.items.map((item) => item.id).sort()).toEqual([dear.id, open.id].sort());
    const reversed = await list(`/api/gear?priceMin=13000&priceMax=10000&location=${town}`);
    expect(reversed.items.map((item) => item.id).sort()).toEqual([cheap.id, open.id].sort());
    expect(reversed.total).toBe(2);

    const pads = await posted(brakePads({ title: 'Matale pads', location: town, price: '2500' }));
    const fits = encodeURIComponent('Bajaj|Pulsar 150|2018');
    const parts = await list(`/api/parts?fit=${fits}&priceMax=3000&location=${town}`);
    expect(parts.items.map((item) => item.id)).toEqual([pads.id]);
    expect(parts.total).toBe(1);
    expect((await list(`/api/parts?fit=${fits}&priceMax=2000&location=${town}`)).total).toBe(0);
    // Bad values are no filter, never an error.
    const bad = await list(`/api/gear?priceMax=abc&location=${town}`);
    expect(bad.total).toBe(3);
  });
});

describe('engine and frame parts', () => {
  const engine = (patch: Partial<PartFormValues> = {}) =>
    brakePads({
      title: 'Complete engine, CT100',
      category: 'engine',
      carriesNumber: true,
      fitment: [{ make: 'Bajaj', model: 'CT100', yearFrom: '', yearTo: '' }],
      ...patch,
    });

  it('need the ownership and papers confirmation', async () => {
    const before = await rows();
    const response = await post(engine());
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ papersConfirmed: 'postAd.errors.papersRequired' });
    expect(await rows()).toBe(before);
  });

  it('wait for a moderator before they are listed', async () => {
    const held = await posted(engine({ papersConfirmed: true }));
    expect(held).toMatchObject({ status: 'held', heldBecause: 'papers', carriesNumber: true });
    expect((await app.inject(`/api/items/${held.id}`)).statusCode).toBe(404);
    const listed = await list('/api/parts?category=engine&limit=60');
    expect(listed.items.map((item) => item.id)).not.toContain(held.id);
    const [row] = await app.db.query<{ papers: boolean; decided_at: unknown }>(
      'SELECT papers, decided_at FROM held_ads WHERE vehicle_id = $1',
      [held.id],
    );
    expect(row).toEqual({ papers: true, decided_at: null });
    // A moderator's approval lists it, through the one held queue's decision.
    await app.screening.decide(held.id, 'approve', { name: 'mod', session: 'test' }, 'papers ok');
    expect((await app.inject(`/api/items/${held.id}`)).statusCode).toBe(200);
  });
});

describe('the life cycle every ad shares', () => {
  it('manages, reports, sells, renews and deletes a part through its manage token', async () => {
    const ad = await posted(brakePads({ title: 'Chain sprocket kit', category: 'chains' }));
    const manage = await app.inject({
      url: `/api/items/${ad.id}/manage`,
      headers: as(ad.manageToken),
    });
    expect(manage.statusCode).toBe(200);
    expect(manage.json()).toMatchObject({ status: 'active', listed: true, canRenew: false });
    expect(manage.json().ad.id).toBe(ad.id);
    const wrong = await app.inject({
      url: `/api/items/${ad.id}/manage`,
      headers: as('x'.repeat(24)),
    });
    expect(wrong.statusCode).toBe(403);
    // The vehicle manage routes do not manage it.
    const asVehicle = await app.inject({
      url: `/api/vehicles/${ad.id}/manage`,
      headers: as(ad.manageToken),
    });
    expect(asVehicle.statusCode).toBe(403);

    const report = await app.inject({
      method: 'POST',
      url: `/api/items/${ad.id}/reports`,
      payload: { reason: 'fraud', note: 'asks for a deposit' },
    });
    expect(report.statusCode).toBe(201);
    const [reported] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reports WHERE vehicle_id = $1',
      [ad.id],
    );
    expect(reported!.n).toBe(1);

    const renew = await app.inject({
      method: 'POST',
      url: `/api/items/${ad.id}/renew`,
      headers: as(ad.manageToken),
    });
    expect(renew.statusCode).toBe(409);

    const sold = await app.inject({
      method: 'POST',
      url: `/api/items/${ad.id}/sold`,
      headers: as(ad.manageToken),
    });
    expect(sold.json()).toMatchObject({ status: 'sold', listed: true });
    const soldAd = await app.inject(`/api/items/${ad.id}`);
    expect(soldAd.json().soldAt).toEqual(expect.any(String));
    const relist = await app.inject({
      method: 'POST',
      url: `/api/items/${ad.id}/relist`,
      headers: as(ad.manageToken),
    });
    expect(relist.json()).toMatchObject({ status: 'active' });

    // "Fits my bike" follows every write of the ad (part_fits is kept by a trigger).
    const fits = `/api/parts?fit=${encodeURIComponent('Bajaj|Pulsar 150|2018')}&limit=60`;
    expect((await list(fits)).items.map((item) => item.id)).toContain(ad.id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/items/${ad.id}`,
      headers: as(ad.manageToken),
    });
    expect(removed.json()).toMatchObject({ status: 'deleted', listed: false });
    expect((await list(fits)).items.map((item) => item.id)).not.toContain(ad.id);
    const gone = await app.inject(`/api/items/${ad.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 'gone',
      gone: { reason: 'deleted', type: 'part', category: 'chains' },
    });
    expect((await app.inject('/api/items/no-such-ad')).statusCode).toBe(404);
  });

  it('expires like a vehicle ad: gone (410) once its days are over', async () => {
    const ad = await posted(brakePads({ title: 'Clutch cable' }));
    await app.db.query("UPDATE vehicles SET expires_at = now() - interval '1 day' WHERE id = $1", [
      ad.id,
    ]);
    const gone = await app.inject(`/api/items/${ad.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().gone.reason).toBe('expired');
    const fits = `/api/parts?fit=${encodeURIComponent('Bajaj|Pulsar 150|2018')}&limit=60`;
    expect((await list(fits)).items.map((item) => item.id)).not.toContain(ad.id);
    const renew = await app.inject({
      method: 'POST',
      url: `/api/items/${ad.id}/renew`,
      headers: as(ad.manageToken),
    });
    expect(renew.json()).toMatchObject({ status: 'active', listed: true });
  });

  it('edits a part with its token; an edit from an older copy is refused', async () => {
    const ad = await posted(brakePads({ title: 'Headlight assembly', category: 'lighting' }));
    const edit = (values: unknown, version: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/items/${ad.id}`,
        headers: { ...as(ad.manageToken), 'if-match': version },
        payload: postForm(values),
      });
    const edited = await edit(brakePads({ title: 'Headlight assembly', price: '9000' }), '"1"');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: ad.id, price: 9000, postedAt: ad.postedAt });
    expect((await edit(brakePads({ price: '8000' }), '"1"')).statusCode).toBe(409);
    const asGear = await edit(helmet(), '"2"');
    expect(asGear.statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('answers each refused field with its code, and stores nothing', async () => {
    const before = await rows();
    const response = await post({ ...brakePads(), title: '', brand: '', fitment: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title: 'postAd.errors.titleRequired',
      brand: 'postAd.errors.brandRequired',
      fitment: 'postAd.errors.fitmentRequired',
    });
    const kind = await post({ ...brakePads(), kind: 'boat' });
    expect(kind.json().fields).toEqual({ kind: 'postAd.errors.kindRequired' });
    const notJson = await post('{"kind":');
    expect(notJson.statusCode).toBe(400);
    const nul = await post({ ...brakePads(), title: 'pads\u0000' });
    expect(nul.statusCode).toBe(400);
    const longFitment = await post({
      ...brakePads(),
      fitment: Array.from({ length: 13 }, () => ({
        make: 'Bajaj',
        model: 'Pulsar',
        yearFrom: '',
        yearTo: '',
      })),
    });
    expect(longFitment.json().fields).toEqual({ fitment: 'postAd.errors.fitmentTooMany' });
    expect(await rows()).toBe(before);
  });

  it('keeps no photo of an ad refused after its photos arrived', async () => {
    const before = await rows();
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3a3' },
    })
      .jpeg()
      .toBuffer();
    const response = await post(brakePads({ title: 'With a bad photo' }), [
      { field: 'hero', name: 'ok.jpg', data: photo },
      { field: 'gallery', name: 'bad.jpg', data: Buffer.from('not an image') },
    ]);
    expect(response.statusCode).toBe(422);
    expect(await rows()).toBe(before);
  });
});
