import { leaves } from './catalog-leaves';
import { languageCodes } from './languages';
import { loadAllTexts } from './namespaces/all';
import { getLoadedCatalog } from './registry';

await loadAllTexts();

const en = getLoadedCatalog('en');

const englishKeys = leaves(en).map(([key]) => key);

test('every language has exactly the English keys, none empty', () => {
  for (const code of languageCodes) {
    const entries = leaves(getLoadedCatalog(code));
    expect(entries.map(([key]) => key).sort(), code).toEqual([...englishKeys].sort());
    for (const [key, value] of entries) expect(value.trim(), `${code}:${key}`).not.toBe('');
  }
});

test('every language keeps the same {{placeholders}} as English', () => {
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();
  const english = new Map(leaves(en));
  for (const code of languageCodes) {
    for (const [key, value] of leaves(getLoadedCatalog(code))) {
      expect(placeholders(value), `${code}:${key}`).toBe(placeholders(english.get(key) ?? ''));
    }
  }
});

test('Sinhala conjuncts keep their zero-width joiner (no broken ශ්රී or ප්රතිඵල)', () => {
  // Rakaransaya and yansaya are al-lakuna + ZWJ + ra/ya; without the ZWJ they render broken.
  const broken = leaves(getLoadedCatalog('si')).filter(([, value]) =>
    /\u0DCA[\u0DBB\u0DBA]/.test(value),
  );
  expect(broken).toEqual([]);
});

test('Sinhala text is NFC-normalised', () => {
  for (const [key, value] of leaves(getLoadedCatalog('si'))) {
    expect(value, key).toBe(value.normalize('NFC'));
  }
});

test('Sinhala is actually translated: most strings contain Sinhala script', () => {
  const entries = leaves(getLoadedCatalog('si'));
  const sinhala = entries.filter(([, value]) => /[\u0D80-\u0DFF]/.test(value));
  expect(sinhala.length / entries.length).toBeGreaterThan(0.8);
});

test('every namespace is loaded for every language', () => {
  for (const code of languageCodes) {
    expect(Object.keys(getLoadedCatalog(code)).sort(), code).toEqual([
      'admin',
      'alerts',
      'bikebot',
      'bikerGear',
      'buyer',
      'common',
      'compare',
      'home',
      'itemPage',
      'messages',
      'postAd',
      'report',
      'spareParts',
      'vehicles',
    ]);
  }
});

test('Tamil is actually translated: most strings contain Tamil script, NFC', () => {
  const entries = leaves(getLoadedCatalog('ta'));
  const tamil = entries.filter(([, value]) => /[\u0B80-\u0BFF]/.test(value));
  expect(tamil.length / entries.length).toBeGreaterThan(0.8);
  for (const [key, value] of entries) expect(value, key).toBe(value.normalize('NFC'));
});

test('Tamil headings and buttons are in Tamil script, with Sri Lankan money and words', () => {
  const ta = getLoadedCatalog('ta');
  const tamilKeys = [
    'common.nav.home',
    'common.nav.postAd',
    'common.categories.scooters',
    'common.categories.electric',
    'common.categories.all',
    'home.hero.title',
    'home.search.submit',
    'vehicles.filters.apply',
    'vehicles.detail.core.title',
    'postAd.heading',
    'postAd.submit',
    'bikebot.send',
  ];
  const flat = new Map(leaves(ta));
  for (const key of tamilKeys) expect(flat.get(key), key).toMatch(/[\u0B80-\u0BFF]/);
  expect(flat.get('common.currency.vehicle')).toBe('ரூ.');
  expect(flat.get('common.currency.item')).toBe('ரூ.');
  // Category names are nouns, so the templated count reads as a sentence.
  expect(flat.get('common.categories.electric')).toBe('மின்சார பைக்குகள்');
  expect(flat.get('home.featured.conditions.Used')).toBe('பாவித்தது');
  expect(flat.get('home.search.locations.jaffna')).toBe('யாழ்ப்பாணம்');
});
