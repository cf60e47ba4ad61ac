/** Text-to-value helpers shared by the form schema (validation) and the mapping to an ad. */

/** Splits pasted image addresses on commas or newlines, trims them and drops blanks. */
export function splitImageUrls(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * https only: no http: (the site's content security policy blocks such images, so the photo
 * would never show), data:, javascript: or relative addresses from the keyboard.
 */
export function isHttpsUrl(value: string, maxLength: number): boolean {
  const url = value.trim();
  if (!/^https:\/\/[^\s]+$/i.test(url) || url.length > maxLength) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A whole number typed by a person: digits with optional grouping commas or spaces
 * (`1,250,000`). Empty → null; anything else that is not a whole number → NaN.
 */
export function parseWholeNumber(text: string): number | null {
  const compact = text.trim().replace(/[,\s]/g, '');
  if (compact === '') return null;
  return /^\d{1,12}$/.test(compact) ? Number(compact) : Number.NaN;
}
