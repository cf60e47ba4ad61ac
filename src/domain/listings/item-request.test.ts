import { describe, expect, it } from 'vitest';
import { parseItemSearch } from './item-search';
import { itemListHref, readItemRequest } from './item-request';

const params = (message: string, kind?: 'part' | 'gear') => {
  const href = readItemRequest(message, kind)?.href;
  if (!href) return null;
  return Object.fromEntries(new URL(href, 'https://bikebazaar.lk').searchParams);
};

describe('readItemRequest: a part or gear request read into its list', () => {
  it.each([
    ['full face helmet size M under 15,000 in Kandy'],
    ['ෆුල් ෆේස් හෙල්මට් එකක් M සයිස් 15000ට අඩුවෙන් මහනුවර'],
    ['ஃபுல் ஃபேஸ் ஹெல்மெட் M சைஸ் 15000 க்குள் கண்டியில்'],
    ['fullface helmat size m below 15k in mahanuwara'],
  ])('%s: the gear list of full face helmets, size M, up to 15,000, in Kandy', (message) => {
    expect(params(message)).toEqual({
      view: 'biker-gear',
      category: 'helmets',
      helmet: 'full',
      size: 'M',
      priceMax: '15000',
      location: 'Kandy',
    });
  });

  it.each([['ටයර් එකක් ඕනේ'], ['டயர் வேணும்'], ['tyre ekak one'], ['tyre venum'], ['ටයරයක් ඕන']])(
    '%s: the parts list of tyres',
    (message) => {
      expect(params(message)).toEqual({ view: 'spare-parts', category: 'tyres' });
    },
  );

  it.each([['pulsar 150 brake pads'], ['පල්සර් බ්‍රේක්'], ['பல்சர் பிரேக்']])(
    '%s: a bike named makes it a search of the parts list, every word kept',
    (message) => {
      expect(params(message)).toEqual({ view: 'spare-parts', q: message.normalize('NFC') });
    },
  );

  it('keeps filler, price and town words out of the search text', () => {
    expect(params('used tyre for fz in galle')).toEqual({
      view: 'spare-parts',
      condition: 'used',
      location: 'Galle',
      q: 'tyre fz',
    });
    expect(params('brake pads under 3000 for my dio')).toEqual({
      view: 'spare-parts',
      priceMax: '3000',
      q: 'brake pads dio',
    });
  });

  it('reads gear brands, sizes beside their word only, conditions and two-word names', () => {
    expect(params('HJC helmet XL')).toEqual({
      view: 'biker-gear',
      category: 'helmets',
      brand: 'HJC',
      size: 'XL',
    });
    expect(params('rain coat size L')).toEqual({
      view: 'biker-gear',
      category: 'rainGear',
      size: 'L',
    });
    expect(params('අලුත් ජැකට් එකක්')).toEqual({
      view: 'biker-gear',
      category: 'jackets',
      condition: 'new',
    });
    // "M" alone is no size; "cheap" is the cheapest first.
    expect(params('m gloves')).toEqual({ view: 'biker-gear', category: 'gloves' });
    expect(params('cheap gloves')).toEqual({
      view: 'biker-gear',
      category: 'gloves',
      sort: 'price-asc',
    });
  });

  it('searches only for a bike, a number or the other section, not for stray words', () => {
    expect(readItemRequest('what does a spare part cost?', 'part')).toBeNull();
    expect(params('how much is a helmet', 'gear')).toEqual({
      view: 'biker-gear',
      category: 'helmets',
    });
    expect(params('tyre 90/90-17 for dio')).toEqual({
      view: 'spare-parts',
      q: 'tyre 90 90-17 dio',
    });
  });

  it('leaves bike requests and plain messages to the vehicle search', () => {
    for (const message of ['cheap scooters in Kandy', 'TVS XL', 'pulsar 150 2019', 'hello']) {
      expect(readItemRequest(message), message).toBeNull();
    }
  });

  it('follows the kind BikeBot chose, and gives nothing new for the section alone', () => {
    expect(readItemRequest('spare parts', 'part')).toBeNull();
    expect(readItemRequest('biker gear', 'gear')).toBeNull();
    expect(params('spare parts')).toEqual({ view: 'spare-parts' });
    expect(params('spare parts in Kandy', 'part')).toEqual({
      view: 'spare-parts',
      location: 'Kandy',
    });
    // A gear word in a parts request is searched for, not gear's category.
    expect(params('helmet lock spare part', 'part')).toEqual({
      view: 'spare-parts',
      q: 'helmet lock',
    });
  });

  it('builds URLs the lists read back to the same search', () => {
    const request = readItemRequest('full face helmet size M under 15,000 in Kandy')!;
    const url = new URL(request.href, 'https://bikebazaar.lk');
    const again = parseItemSearch('gear', Object.fromEntries(url.searchParams));
    expect(again).toEqual(request.search);
    expect(itemListHref(again)).toBe(request.href);
  });
});
