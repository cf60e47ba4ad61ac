import { ApiError, serverErrorKeys } from './api-error';

/** Text PostgreSQL cannot store, nor UTF-8 encode. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

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
  if (field === null) return;
  throw new ApiError(
    400,
    'validation',
    `"${field.slice(0, 40)}" holds a NUL or broken character.`,
    {
      fields: { [field.slice(0, 40)]: serverErrorKeys.invalidValue },
    },
  );
}
