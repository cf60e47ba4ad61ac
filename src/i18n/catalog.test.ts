import { languageCodes } from './languages';
import { registerAllTexts } from './namespaces/all';
import { getLoadedCatalog } from './registry';

registerAllTexts();

const en = getLoadedCatalog('en');

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

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
      'bikebot',
      'bikerGear',
      'common',
      'home',
      'postAd',
      'spareParts',
      'vehicles',
    ]);
  }
});
