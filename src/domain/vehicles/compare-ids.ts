/** Which ads a comparison may name: the one rule for the server's 400 and the browser's note. */
export const COMPARE_MAX = 3;

// Ad ids are slugs (`honda-dio-2022-colombo`, `tvs-ntorq-125-1732000000000-a1b2c3`).
const AD_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

export function isAdId(value: unknown): value is string {
  return typeof value === 'string' && AD_ID.test(value);
}

export type CompareIdsError = 'invalid' | 'tooMany' | 'duplicate';
export type CompareIds = { ok: true; ids: string[] } | { ok: false; error: CompareIdsError };

/**
 * `?ids=a,b,c`: at most three ad ids, each once. Missing or empty is an empty comparison; an
 * empty piece (a trailing comma) is ignored.
 */
export function parseCompareIds(param: string | null | undefined): CompareIds {
  const ids = (param ?? '')
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  if (!ids.every(isAdId)) return { ok: false, error: 'invalid' };
  if (ids.length > COMPARE_MAX) return { ok: false, error: 'tooMany' };
  if (new Set(ids).size < ids.length) return { ok: false, error: 'duplicate' };
  return { ok: true, ids };
}
