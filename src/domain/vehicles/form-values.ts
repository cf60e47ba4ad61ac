export function splitImageUrls(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** https only: the CSP blocks http: images, so the photo would never show. */
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

export function parseWholeNumber(text: string): number | null {
  const compact = text.trim().replace(/[,\s]/g, '');
  if (compact === '') return null;
  return /^\d{1,12}$/.test(compact) ? Number(compact) : Number.NaN;
}
