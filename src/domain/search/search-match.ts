import { canonicalPlaceName, places } from '../places';
import { findAliases } from './alias-index';
import { placeAliases } from './aliases';
import { FUZZY_MIN_LENGTH, foldText, searchKey, withinOneEdit } from './search-key';

type Term = { options: readonly string[]; loose?: string };

export type CompiledQuery = { phrase: string; terms: readonly Term[] };

/** Prepared once per ad (callers cache it). */
export type SearchText = {
  plain: string;
  key: string;
  words: readonly string[];
};

export function compileQuery(query: string): CompiledQuery {
  const words = searchKey(query).split(' ').filter(Boolean);
  const terms = findAliases(words, true).map(({ hit, start, end }): Term => {
    const typed = words.slice(start, end).join(' ');
    const options = hit && hit.key !== typed ? [typed, hit.key] : [typed];
    return end - start === 1 && typed.length >= FUZZY_MIN_LENGTH
      ? { options, loose: typed }
      : { options };
  });
  return { phrase: foldText(query), terms };
}

export function prepareSearchText(matchText: string, plainText = matchText): SearchText {
  const words = searchKey(matchText).split(' ').filter(Boolean);
  // Latin titles need no names added (a slip or a shared spelling already meets the query),
  // which spares 10,000 English ads the lookups.
  const names = /^[\x20-\x7e]*$/.test(matchText)
    ? []
    : findAliases(words).flatMap(({ hit }) => (hit ? [hit.key] : []));
  const plainKey = plainText === matchText ? '' : searchKey(plainText);
  return {
    plain: foldText(plainText),
    key: [...words, ...names, plainKey].join(' '),
    words: [...new Set(words.filter((word) => word.length >= FUZZY_MIN_LENGTH - 1))],
  };
}

export function matchesQuery(query: CompiledQuery, text: SearchText): boolean {
  if (!query.phrase || text.plain.includes(query.phrase)) return true;
  if (query.terms.length === 0) return false;
  return query.terms.every(
    (term) =>
      term.options.some((option) => text.key.includes(option)) ||
      (term.loose !== undefined && text.words.some((word) => withinOneEdit(term.loose!, word))),
  );
}

let placeTexts: Map<string, SearchText> | undefined;

export function placeSearchText(value: string): SearchText {
  placeTexts ??= new Map();
  let text = placeTexts.get(value);
  if (!text) {
    const english = canonicalPlaceName(value);
    const entry = Object.entries(places).find(([, place]) => place.en === english);
    const names = entry
      ? [...Object.values(entry[1]), ...placeAliases[entry[0] as keyof typeof places]]
      : [value];
    text = prepareSearchText(names.join(' \n '), value);
    if (placeTexts.size < 2_000) placeTexts.set(value, text);
  }
  return text;
}
