import { STORAGE_KEYS } from '@/lib/storage';
import { preferredLanguage, rememberLanguage } from './language-choice';
import { homeRedirectFor } from './localized-path';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

test('only the English home page follows the remembered language', () => {
  expect(homeRedirectFor(at('/'), 'si')).toBe('/si/');
  expect(homeRedirectFor(at('/', '?view=biker-gear', '#top'), 'ta')).toBe(
    '/ta/?view=biker-gear#top',
  );
  expect(homeRedirectFor(at('/'), 'en')).toBeNull();
  expect(homeRedirectFor(at('/browse/scooters'), 'si')).toBeNull();
  expect(homeRedirectFor(at('/post-ad'), 'ta')).toBeNull();
  expect(homeRedirectFor(at('/si/'), 'ta')).toBeNull();
});

test('remembering a language stores it and mirrors it in a cookie for the server', () => {
  rememberLanguage('ta');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ta');
  expect(document.cookie).toContain('bikebazaar_lang=ta');
  expect(preferredLanguage()).toBe('ta');
  rememberLanguage('en');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  expect(document.cookie).toContain('bikebazaar_lang=en');
  expect(preferredLanguage()).toBe('en');
});

test('without a stored choice, the browser language decides', () => {
  localStorage.removeItem(STORAGE_KEYS.language);
  const languages = vi.spyOn(navigator, 'languages', 'get');
  languages.mockReturnValue(['si-LK', 'en-US']);
  expect(preferredLanguage()).toBe('si');
  languages.mockReturnValue(['fr-FR']);
  expect(preferredLanguage()).toBe('en');
});
