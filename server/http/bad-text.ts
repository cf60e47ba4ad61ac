import { ApiError, serverErrorKeys } from './api-error';

/**
 * Text PostgreSQL cannot store, nor UTF-8 encode; and U+FFFD, which is what a decoder (the JSON
 * body's, a multipart field's) makes of bytes that are not UTF-8: the sender's text is already
 * lost, so it is refused rather than stored as replacement characters.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD = /\u0000|\ufffd|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Nesting is bounded: bodies are small and the schemas refuse deep shapes anyway. */
export function findBadText(value: unknown, fallback: string, depth = 0): string | null {
  if (typeof value === 'string') return BAD.test(value) ? fallback : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const name = depth === 0 && !Array.isArray(value) ? key : fallback;
    if (BAD.test(key)) return name;
    const found = findBadText(inner, name, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function refuseBadText(value: unknown, fallback: string): void {
  const field = findBadText(value, fallback);
  if (field !== null) throw badText(field);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const isUtf8 = (escapes: string) => {
  try {
    utf8.decode(Buffer.from(escapes.replace(/%/g, ''), 'hex'));
    return true;
  } catch {
    return false;
  }
};

/**
 * Percent escapes whose bytes are not UTF-8 (`?q=%FF`, `?q=%C3%28`): the query parser would keep
 * them as literal text and search for it. A stray "%" (`?q=50%`) is left as typed.
 */
export function findBadEscapes(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const runs = pair.match(/(?:%[0-9a-f]{2})+/gi) ?? [];
    if (runs.every(isUtf8)) continue;
    const name = pair.split('=')[0] ?? '';
    return /^[\w.-]{1,40}$/.test(name) ? name : 'query';
  }
  return null;
}

export function refuseBadEscapes(url: string): void {
  const field = findBadEscapes(url);
  if (field !== null) throw badText(field);
}

function badText(field: string) {
  return new ApiError(
    400,
    'validation',
    `"${field.slice(0, 40)}" holds a NUL or broken character.`,
    {
      fields: { [field.slice(0, 40)]: serverErrorKeys.invalidValue },
    },
  );
}
