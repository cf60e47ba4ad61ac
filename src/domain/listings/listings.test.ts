import { describe, expect, it } from 'vitest';
import { resolvePartWords } from '../search/part-words';
import { bikeKeys, fitKeys, fitsBike } from './fitment';
import {
  gearFormDefaults,
  getItemFormSchema,
  partFormDefaults,
  type GearFormValues,
  type PartFormValues,
} from './item-form-schema';
import { buildItemFromForm, getItemSchema, lacksSlsMark } from './item-schema';
import { itemSearchParams, parseItemSearch } from './item-search';

const part = (patch: Partial<PartFormValues> = {}): PartFormValues => ({
  ...partFormDefaults,
  title: 'Brake pads (front)',
  category: 'brakes',
  brand: 'Bajaj',
  price: '2500',
  location: 'Kandy',
  phone: '0771234567',
  fitment: [{ make: 'Bajaj', model: 'Pulsar 150', yearFrom: '2012', yearTo: '2020' }],
  ...patch,
});

const helmet = (patch: Partial<GearFormValues> = {}): GearFormValues => ({
  ...gearFormDefaults,
  title: 'Full-face helmet',
  brand: 'HJC',
  price: '15000',
  location: 'Colombo',
  phone: '0771234567',
  size: 'M',
  helmetType: 'full',
  slsMark: 'no',
  ...patch,
});

function fieldErrors(values: unknown): Record<string, string> {
  const result = getItemFormSchema().safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the part and gear forms', () => {
  it('accept a complete part and a complete helmet', () => {
    expect(fieldErrors(part())).toEqual({});
    expect(fieldErrors(helmet())).toEqual({});
  });

  it('name each missing or bad field with its message key', () => {
    expect(fieldErrors(part({ title: ' \u200b', brand: '', fitment: [] }))).toEqual({
      title: 'postAd.errors.titleRequired',
      brand: 'postAd.errors.brandRequired',
      fitment: 'postAd.errors.fitmentRequired',
    });
    expect(
      fieldErrors(
        part({ fitment: [{ make: 'Bajaj', model: 'Pulsar', yearFrom: '2020', yearTo: '2012' }] }),
      ),
    ).toEqual({ fitment: 'postAd.errors.fitmentInvalid' });
    expect(fieldErrors(part({ partNumber: '<script>' }))).toEqual({
      partNumber: 'postAd.errors.partNumberInvalid',
    });
    expect(fieldErrors({ ...part(), kind: 'boat' })).toEqual({
      kind: 'postAd.errors.kindRequired',
    });
  });

  it('need the ownership and papers confirmation for a part with an engine or chassis number', () => {
    expect(fieldErrors(part({ category: 'engine', carriesNumber: true }))).toEqual({
      papersConfirmed: 'postAd.errors.papersRequired',
    });
    expect(
      fieldErrors(part({ category: 'engine', carriesNumber: true, papersConfirmed: true })),
    ).toEqual({});
  });

  it('need the helmet type and an answer about the SLS mark for helmets only', () => {
    expect(fieldErrors(helmet({ helmetType: '', slsMark: '' }))).toEqual({
      helmetType: 'postAd.errors.helmetTypeRequired',
      slsMark: 'postAd.errors.slsRequired',
    });
    expect(fieldErrors(helmet({ category: 'gloves', helmetType: '', slsMark: '' }))).toEqual({});
    expect(fieldErrors(helmet({ helmetCm: '90' }))).toEqual({
      helmetCm: 'postAd.errors.helmetCmInvalid',
    });
    expect(fieldErrors(helmet({ size: 'XXXL' as never }))).toEqual({
      size: 'postAd.errors.sizeRequired',
    });
  });
});

describe('building an ad from the form', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it('keeps a bike from the model table in its spelling and any other bike as typed', () => {
    const ad = getItemSchema().parse(
      buildItemFromForm(
        part({
          fitment: [
            { make: 'බජාජ්', model: 'පල්සර් 150', yearFrom: '2018', yearTo: '' },
            { make: 'Lifan', model: 'KP Mini 150', yearFrom: '', yearTo: '' },
          ],
        }),
        { hero: null, gallery: [] },
        now,
        () => 0.5,
      ),
    );
    expect(ad.kind).toBe('part');
    expect(ad.kind === 'part' && ad.fitment).toEqual([
      { make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2018, yearTo: null },
      { make: 'Lifan', model: 'KP Mini 150', yearFrom: null, yearTo: null },
    ]);
    expect(ad.id).toMatch(/^part-brake-pads-front-\d+-[0-9a-z]{6}$/);
    expect(ad.phone).toBe('077 123 4567');
  });

  it('stores Negotiable as no price and the SLS answer of a helmet', () => {
    const ad = getItemSchema().parse(
      buildItemFromForm(
        helmet({ negotiable: true }),
        { hero: null, gallery: [] },
        now,
        Math.random,
      ),
    );
    expect(ad.price).toBeNull();
    expect(ad.kind === 'gear' && ad.slsMark).toBe(false);
    expect(lacksSlsMark(ad)).toBe(true);
    const gloves = getItemSchema().parse(
      buildItemFromForm(
        helmet({ category: 'gloves', slsMark: 'no' }),
        { hero: null, gallery: [] },
        now,
        Math.random,
      ),
    );
    expect(gloves.kind === 'gear' && gloves.slsMark).toBeNull();
    expect(lacksSlsMark(gloves)).toBe(false);
  });
});

describe('fits my bike', () => {
  const pulsar = { make: 'Bajaj', model: 'Pulsar 150', yearFrom: 2012, yearTo: 2020 };
  it('matches a bike by make, model and year, however it is written', () => {
    const listed = { fitsAnyBike: false, fitment: [pulsar] };
    expect(fitsBike(listed, { make: 'bajaj', model: 'pulsar150', year: 2018 })).toBe(true);
    expect(fitsBike(listed, { make: 'බජාජ්', model: 'පල්සර් 150', year: 2018 })).toBe(true);
    expect(fitsBike(listed, { make: 'Bajaj', model: 'Pulsar 150', year: 2021 })).toBe(false);
    expect(fitsBike(listed, { make: 'Bajaj', model: 'Pulsar 180', year: 2018 })).toBe(false);
    expect(
      fitsBike({ fitsAnyBike: true, fitment: [] }, { make: 'X', model: 'Y', year: 2000 }),
    ).toBe(true);
  });

  it('finds the same keys for the part and for the bike', () => {
    const keys = fitKeys([pulsar]);
    expect(keys).toHaveLength(9);
    expect(keys).toContain(bikeKeys({ make: 'Bajaj', model: 'Pulsar 150', year: 2015 })[0]);
    expect(fitKeys([{ ...pulsar, yearFrom: null, yearTo: null }])).toEqual([
      bikeKeys({ make: 'Bajaj', model: 'Pulsar 150', year: 1999 })[1],
    ]);
  });
});

describe('part and gear searches', () => {
  it('read SPEC.md §5 filters from URL parameters and drop the rest', () => {
    const parts = parseItemSearch('part', {
      brand: ['Bajaj', 'bajaj', 'Honda'],
      compat: 'Pulsar',
      condition: 'refurbished',
      category: 'nonsense',
      fit: 'Bajaj|Pulsar 150|2018',
      sort: 'price-asc',
    });
    expect(parts).toEqual({
      kind: 'part',
      sort: 'price-asc',
      filters: {
        brand: ['bajaj', 'Honda'],
        q: 'Pulsar',
        condition: 'refurbished',
        category: null,
        fits: { make: 'Bajaj', model: 'Pulsar 150', year: 2018 },
        priceMin: null,
        priceMax: null,
        location: null,
      },
    });
    expect(parseItemSearch('part', { fit: 'Bajaj|Pulsar|1800' }).filters).toMatchObject({
      fits: null,
    });
    const gear = parseItemSearch('gear', { size: 'M', sls: '1', price: '5000-15000', sort: 'x' });
    expect(gear.sort).toBe('newest');
    expect(gear.filters).toMatchObject({ size: 'M', slsOnly: true, band: '5000-15000' });
    expect(String(itemSearchParams(gear))).toBe('size=M&price=5000-15000&sls=1');
    expect(parseItemSearch('gear', Object.fromEntries(itemSearchParams(gear)))).toEqual(gear);
  });

  it('read a price range and a town, as the vehicle lists do', () => {
    const gear = parseItemSearch('gear', {
      priceMin: '20,000',
      priceMax: '10000',
      location: 'මහනුවර',
    });
    // Reversed bounds are the same range; the town in any script is stored in English.
    expect(gear.filters).toMatchObject({ priceMin: 10_000, priceMax: 20_000, location: 'Kandy' });
    expect(String(itemSearchParams(gear))).toBe('priceMin=10000&priceMax=20000&location=Kandy');
    const bad = parseItemSearch('part', {
      priceMin: '-5',
      priceMax: '1e9',
      location: 'x'.repeat(99),
    });
    expect(bad.filters).toMatchObject({ priceMin: null, priceMax: null, location: null });
  });

  it('read part words in Sinhala, Tamil and Singlish as English', () => {
    expect(resolvePartWords('පල්සර් බ්‍රේක්')).toBe('පල්සර් brake');
    expect(resolvePartWords('பல்சர் பிரேக்')).toBe('பல்சர் brake');
    expect(resolvePartWords('ටයර් එකක්')).toBe('tyre එකක්');
  });
});
