// @vitest-environment node
import { languageOfPath, localizePath, pathInEveryLanguage, stripLanguage } from './localized-path';

test.each([
  ['/', 'en'],
  ['/browse/scooters', 'en'],
  ['/si', 'si'],
  ['/si/', 'si'],
  ['/si/browse/scooters', 'si'],
  ['/ta/vehicle/x', 'ta'],
  ['/ta?view=spare-parts', 'ta'],
  ['/si#featured', 'si'],
  // Not a language prefix: another word that starts the same, English itself, a later segment.
  ['/sim/card', 'en'],
  ['/en/browse/scooters', 'en'],
  ['/browse/si', 'en'],
  ['/vehicle/ta', 'en'],
] as const)('languageOfPath(%j) is %s', (path, lang) => {
  expect(languageOfPath(path)).toBe(lang);
});

test.each([
  ['/', '/'],
  ['/browse/scooters?make=Honda', '/browse/scooters?make=Honda'],
  ['/si', '/'],
  ['/si/', '/'],
  ['/si?view=biker-gear', '/?view=biker-gear'],
  ['/si/?view=biker-gear#top', '/?view=biker-gear#top'],
  ['/ta/browse/scooters?make=Honda#list', '/browse/scooters?make=Honda#list'],
  ['/ta/manage/abc#secret', '/manage/abc#secret'],
  ['/simple', '/simple'],
  ['/en/post-ad', '/en/post-ad'],
])('stripLanguage(%j) is %j', (path, stripped) => {
  expect(stripLanguage(path)).toBe(stripped);
});

test.each([
  // English keeps SPEC.md's routes.
  ['/', 'en', '/'],
  ['/browse/scooters', 'en', '/browse/scooters'],
  // Other languages live under their code; the home page keeps its slash.
  ['/', 'si', '/si/'],
  ['/', 'ta', '/ta/'],
  ['/?view=spare-parts', 'si', '/si/?view=spare-parts'],
  ['/#categories', 'ta', '/ta/#categories'],
  ['/browse/scooters', 'si', '/si/browse/scooters'],
  ['/browse/all?make=Honda&sort=price-asc', 'ta', '/ta/browse/all?make=Honda&sort=price-asc'],
  ['/vehicle/honda%20dio', 'si', '/si/vehicle/honda%20dio'],
  ['/post-ad', 'ta', '/ta/post-ad'],
  ['/saved', 'si', '/si/saved'],
  ['/manage/ad-1#tok3n', 'ta', '/ta/manage/ad-1#tok3n'],
  // A path already in a language moves to the other one (switching language).
  ['/si/browse/scooters?year=2020', 'ta', '/ta/browse/scooters?year=2020'],
  ['/si/browse/scooters?year=2020', 'en', '/browse/scooters?year=2020'],
  ['/ta/', 'en', '/'],
  ['/ta', 'si', '/si/'],
  ['/si/post-ad', 'si', '/si/post-ad'],
  // Not a site path: unchanged.
  ['?view=spare-parts', 'si', '?view=spare-parts'],
  ['#main', 'si', '#main'],
  ['browse/scooters', 'si', 'browse/scooters'],
  ['//evil.example/x', 'si', '//evil.example/x'],
  ['https://wa.me/94771234567', 'ta', 'https://wa.me/94771234567'],
  ['tel:0771234567', 'si', 'tel:0771234567'],
] as const)('localizePath(%j, %s) is %j', (path, lang, localized) => {
  expect(localizePath(path, lang)).toBe(localized);
});

test('localizing is idempotent and round-trips through English', () => {
  for (const path of ['/', '/browse/x?y=1#z', '/si/post-ad', '/ta/']) {
    for (const lang of ['en', 'si', 'ta'] as const) {
      const once = localizePath(path, lang);
      expect(localizePath(once, lang)).toBe(once);
      expect(languageOfPath(once)).toBe(lang);
      expect(localizePath(once, 'en')).toBe(stripLanguage(path));
    }
  }
});

test('pathInEveryLanguage lists English, Sinhala and Tamil', () => {
  expect(pathInEveryLanguage('/vehicle/a')).toEqual([
    { lang: 'en', path: '/vehicle/a' },
    { lang: 'si', path: '/si/vehicle/a' },
    { lang: 'ta', path: '/ta/vehicle/a' },
  ]);
});
