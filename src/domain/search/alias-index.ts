import { places } from '../places';
import { EVERYDAY_WORDS, makeAliases, modelAliases, placeAliases } from './aliases';
import { citationForms } from './case-endings';
import { damerauLevenshtein } from './edit-distance';
import { FUZZY_MIN_LENGTH, searchKey } from './search-key';

export type AliasKind = 'make' | 'model' | 'place';
export type AliasHit = { kind: AliasKind; name: string; key: string };

let index: Map<string, AliasHit> | undefined;
/** Only first words of multi-word names start a longer lookup. */
let firstWords: Set<string> | undefined;
let latinWords: [string, AliasHit][] | undefined;
let scriptWords: [string, AliasHit][] | undefined;
const LATIN = /^[\p{Script=Latin}\d ]*$/u;

function buildIndex(): Map<string, AliasHit> {
  const map = new Map<string, AliasHit>();
  const add = (kind: AliasKind, name: string, spellings: readonly string[]) => {
    const hit: AliasHit = { kind, name, key: searchKey(name) };
    for (const spelling of [name, ...spellings]) {
      const key = searchKey(spelling);
      // Written apart or together ("maha nuwara", "mahanuwara") is the same name.
      for (const form of [key, key.replace(/ /g, '')]) {
        if (form && !map.has(form)) map.set(form, hit);
      }
    }
  };
  for (const [id, place] of Object.entries(places)) {
    // Every name the table holds (a Tamil `ta` too, once added), then our own spellings.
    add('place', place.en, [...Object.values(place), ...placeAliases[id as keyof typeof places]]);
  }
  for (const [name, spellings] of Object.entries(makeAliases)) add('make', name, spellings);
  for (const [name, spellings] of Object.entries(modelAliases)) add('model', name, spellings);
  firstWords = new Set(
    [...map.keys()].flatMap((key) => (key.includes(' ') ? [key.split(' ')[0]!] : [])),
  );
  const single = [...map].filter(([key]) => !key.includes(' '));
  latinWords = single.filter(([key]) => LATIN.test(key));
  scriptWords = single.filter(([key]) => !LATIN.test(key));
  return map;
}

export function lookupAlias(key: string): AliasHit | undefined {
  index ??= buildIndex();
  return index.get(key);
}

/** None below 4 letters ("tvs", "dio" are names), one up to 7, two from 8 ("kawasakki"). */
export function editsAllowed(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Four-letter words only one letter short: other changes are often words ("sale"/Galle). */
function sureSlip(key: string, spelling: string): boolean {
  const start = key[0] === spelling[0] || (key[0] === spelling[1] && key[1] === spelling[0]);
  return start && (key.length > 4 || spelling.length === key.length + 1);
}

export function nearestNames(
  key: string,
  limit: number,
  sure = false,
): { hits: AliasHit[]; distance: number } {
  index ??= buildIndex();
  let hits: AliasHit[] = [];
  let distance = limit + 1;
  if (limit <= 0 || /\d/.test(key) || key.includes(' ')) return { hits, distance };
  const latin = LATIN.test(key);
  // In Tamil and Sinhala script one slip only, inside a word of 5+ units (see slipNotEnding).
  if (!latin && (key.length < FUZZY_MIN_LENGTH || limit > 1)) return { hits, distance };
  for (const [spelling, hit] of latin ? latinWords! : scriptWords!) {
    const bound = Math.min(distance, limit);
    if (Math.abs(spelling.length - key.length) > bound) continue;
    if (sure && latin && !sureSlip(key, spelling)) continue;
    const edits = damerauLevenshtein(key, spelling, bound);
    if (edits > bound || (!latin && !slipNotEnding(key, spelling))) continue;
    if (edits < distance) [hits, distance] = [[], edits];
    if (!hits.some((known) => known.name === hit.name)) hits.push(hit);
  }
  return { hits, distance };
}

/** Looks through the whole table: call it once per query, not per ad. */
export function lookupAliasLoosely(key: string): AliasHit | undefined {
  const exact = lookupAlias(key);
  if (exact || EVERYDAY_WORDS.has(key)) return exact;
  const limit = LATIN.test(key) ? editsAllowed(key.length) : 1;
  const { hits } = nearestNames(key, limit, true);
  if (hits.length === 1) return hits[0];
  return hits.length === 0 ? vowelsLeftOut(key) : undefined;
}

const VOWEL = /[aeiou]/;

/**
 * A short name typed without its vowels, as in a text message ("plsr", "pulsr", "hrnt"): every
 * consonant kept in order, the first and last letters kept, one or two vowels left out inside
 * ("master" is no maestero). Only one name may fit. Two slips by edit distance would also make everyday words names ("motor" → Matara).
 */
function vowelsLeftOut(key: string): AliasHit | undefined {
  if (key.length < 4 || !/^[a-z]+$/.test(key)) return undefined;
  const found = new Map<string, AliasHit>();
  for (const [spelling, hit] of latinWords!) {
    const missing = spelling.length - key.length;
    if (missing < 1 || missing > 2 || spelling[0] !== key[0] || spelling.at(-1) !== key.at(-1))
      continue;
    if (onlyVowelsMissing(key, spelling)) found.set(hit.name, hit);
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

function onlyVowelsMissing(key: string, spelling: string): boolean {
  let k = 0;
  for (const letter of spelling) {
    if (letter === key[k]) k += 1;
    else if (!VOWEL.test(letter)) return false;
  }
  return k === key.length;
}

const LAST_LETTER = /\p{L}\p{M}*$/u;

/** In Tamil and Sinhala one extra unit or a changed last letter is another word (மன்னாரன்). */
function slipNotEnding(key: string, spelling: string): boolean {
  if (key.length > spelling.length) return false;
  return (
    key.length < spelling.length || key.match(LAST_LETTER)?.[0] === spelling.match(LAST_LETTER)?.[0]
  );
}

export function lookupInflected(key: string): AliasHit | undefined {
  for (const form of citationForms(key)) {
    const hit = lookupAlias(form);
    if (hit) return hit;
  }
  return undefined;
}

/** Longest first, up to three words: "nuwara eliya" is one town, not "nuwara" = Kandy. */
export function findAliases(
  words: readonly string[],
  loose = false,
): { hit: AliasHit | undefined; start: number; end: number }[] {
  index ??= buildIndex();
  const found: { hit: AliasHit | undefined; start: number; end: number }[] = [];
  for (let i = 0; i < words.length;) {
    let end = i + 1;
    let hit: AliasHit | undefined;
    const longest = firstWords!.has(words[i]!) ? Math.min(3, words.length - i) : 1;
    for (let n = longest; n >= 2 && !hit; n -= 1) {
      hit = lookupAlias(words.slice(i, i + n).join(' '));
      if (hit) end = i + n;
    }
    const word = words[i]!;
    hit ??= lookupAlias(word) ?? lookupInflected(word);
    if (!hit && loose) hit = lookupAliasLoosely(word);
    found.push({ hit, start: i, end });
    i = end;
  }
  return found;
}

/** For the server's SQL search, which knows only the stored English names. */
export function resolveAliases(text: string, loose = false): string {
  const typed = text.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);
  const keys = typed.map(searchKey);
  return findAliases(keys, loose)
    .map(({ hit, start, end }) => hit?.name.toLowerCase() ?? typed.slice(start, end).join(' '))
    .join(' ');
}

export function canonicalMakeName(value: string): string {
  let name = makes.get(value);
  if (name === undefined) {
    const hit = lookupAlias(searchKey(value));
    name = hit?.kind === 'make' ? hit.name : value.normalize('NFC').trim();
    // 10,000 ads share a few dozen spellings: each is looked up once.
    if (makes.size < 5_000) makes.set(value, name);
  }
  return name;
}

const makes = new Map<string, string>();
