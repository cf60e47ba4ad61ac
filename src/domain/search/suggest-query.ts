import {
  lookupAlias,
  lookupAliasLoosely,
  lookupInflected,
  nearestNames,
  type AliasHit,
} from './alias-index';
import { EVERYDAY_WORDS } from './aliases';
import { searchKey } from './search-key';

const KIND_ORDER: Readonly<Record<AliasHit['kind'], number>> = { make: 0, model: 1, place: 2 };
const LATIN = /^[\p{Script=Latin}\d]*$/u;

function editsOffered(key: string): number {
  if (!LATIN.test(key)) return 1;
  return key.length < 3 ? 0 : key.length < 5 ? 1 : 2;
}

/** When several are as near: a brand before a model before a town. */
function offerFor(key: string): AliasHit | undefined {
  if (!key || key.includes(' ') || EVERYDAY_WORDS.has(key)) return undefined;
  if (lookupAlias(key) ?? lookupInflected(key) ?? lookupAliasLoosely(key)) return undefined;
  const { hits } = nearestNames(key, editsOffered(key));
  return [...hits].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])[0];
}

/** Offers only names further than the search corrects on its own ("yahama"). */
export function suggestQuery(query: string): string | null {
  const typed = query.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  let changed = false;
  const words = typed.map((word) => {
    const hit = offerFor(searchKey(word));
    if (!hit) return word;
    changed = true;
    return hit.name;
  });
  return changed ? words.join(' ') : null;
}
