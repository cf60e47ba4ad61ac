/** `trim()` keeps zero-width characters, so a field of only those would pass as filled in. */
export function isBlank(text: string): boolean {
  return !/[^\s\u200b-\u200d\u2060\ufeff]/.test(text);
}
