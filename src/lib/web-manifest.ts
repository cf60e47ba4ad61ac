/** Prerendered pages name their web app manifest here instead of linking it (see linkManifest). */
export const MANIFEST_META = 'app-manifest';

/**
 * A linked manifest is fetched as the page loads, beside its largest image on a slow link; nothing
 * needs it before the app is live (installing does not), so the app links it then.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const href = doc.querySelector(`meta[name="${MANIFEST_META}"]`)?.getAttribute('content');
  if (!href) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  doc.head.append(link);
}
