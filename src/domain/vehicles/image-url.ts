import { VEHICLE_LIMITS } from './vehicle-limits';

/** An ad's photo address the app will show: on this site, a small data URL, or http(s). */
export function isSafeImageUrl(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/')) {
    // A path on this site, unless the browser reads it as `//host`: it treats `\` as `/` and
    // drops tabs and newlines, so `/\host` and `/<tab>/host` lead to another host.
    const second = url.replace(/[\t\n\r]/g, '')[1];
    return second !== '/' && second !== '\\' && url.length <= VEHICLE_LIMITS.urlMax;
  }
  if (/^data:image\/(png|jpe?g|webp|gif|avif);base64,[a-z0-9+/=]+$/i.test(url)) {
    return url.length <= VEHICLE_LIMITS.dataUrlMax;
  }
  if (!/^https?:\/\//i.test(url) || url.length > VEHICLE_LIMITS.urlMax) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
