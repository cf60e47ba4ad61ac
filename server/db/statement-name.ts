import { createHash } from 'node:crypto';

const names = new Map<string, string>();

/** A prepared statement's name, the same for the same text; the list's shapes are few. */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `bb_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (names.size < 10_000) names.set(sql, name);
  }
  return name;
}
