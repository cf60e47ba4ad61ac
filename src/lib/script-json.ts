/**
 * JSON for an inline `<script type="application/json">` or JSON-LD block: every `<` (and the two
 * line separators JavaScript once refused) escaped, so no text in the data can close the script.
 */
export function toScriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
