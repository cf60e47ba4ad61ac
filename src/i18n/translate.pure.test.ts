// @vitest-environment node
import { loadAllTexts } from './namespaces/all';
import { getLoadedCatalog } from './registry';
import { translate } from './translate';

await loadAllTexts();

const en = getLoadedCatalog('en');

test('translate fills {{placeholders}} and leaves unknown ones as written', () => {
  expect(translate(en, 'common.footer.copyright', { year: 2024, site: 'BikeBazaar' })).toBe(
    '© 2024 BikeBazaar. All rights reserved.',
  );
  expect(translate(en, 'common.footer.copyright', { year: 2024 })).toBe(
    '© 2024 {{site}}. All rights reserved.',
  );
});

test('translate picks the chosen language', () => {
  expect(translate(getLoadedCatalog('si'), 'common.nav.home')).toBe('මුල් පිටුව');
  expect(translate(en, 'common.nav.home')).toBe('Home');
});

test('a missing key throws in development', () => {
  // @ts-expect-error -- deliberately not a key of the catalogue
  expect(() => translate(en, 'common.nav.nope')).toThrow(/missing translation/);
});
