// @vitest-environment node
import { lookupAliasLoosely } from './alias-index';
import { searchKey } from './search-key';
import { suggestQuery } from './suggest-query';

test.each([
  ['yamha', 'Yamaha'],
  ['hnda', 'Honda'],
  ['suzki', 'Suzuki'],
  ['bajja', 'Bajaj'],
  ['plusar', 'Pulsar'],
  ['kawasakki', 'Kawasaki'],
  ['ymaha', 'Yamaha'],
  ['ntroq', 'Ntorq'],
  ['colmbo', 'Colombo'],
  ['kurungala', 'Kurunegala'],
  // Two letters left out of a short model name (LANGUAGE-REVIEW-2 §3.1).
  ['plsr', 'Pulsar'],
  ['pulsr', 'Pulsar'],
  ['hrnt', 'Hornet'],
])('the search reads the slip "%s" as %s on its own', (typed, name) => {
  expect(lookupAliasLoosely(searchKey(typed))?.name).toBe(name);
});

test.each([
  'sale',
  'here',
  'dude',
  'hand',
  'hoda',
  'ganna',
  'vandi',
  'nathi',
  'bike',
  'good',
  // Singlish "for", one letter from Wattala (§3.2).
  'walata',
  'motor',
  'master',
])('the everyday word "%s" is never corrected unasked', (word) => {
  expect(lookupAliasLoosely(searchKey(word))).toBeUndefined();
});

test.each([
  ['yahama', 'Yamaha'],
  ['yahama fz', 'Yamaha fz'],
  ['sale kandy', 'Galle kandy'],
  ['suzukiii gixxer', null],
  ['hodan dio', 'Honda dio'],
  ['pulsar', null],
  ['yamha', null],
  ['zzzzqqqq', null],
  ['', null],
  ['fz', null],
  ['150', null],
  ['galle scooter 3 lakh walata adu', null],
  // Found by the search itself, so nothing to offer.
  ['bajaj plsr', null],
])('a search for "%s" that finds nothing offers %s', (query, offered) => {
  expect(suggestQuery(query)).toBe(offered);
});
