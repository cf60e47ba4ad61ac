import { defaultLanguage, languages } from '../../i18n/languages.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { BOOT_TAPS, ENTRY_META, MANIFEST_META } from '../../lib/boot-names.ts';

/** How long the page waits for its largest paint before the app's code is fetched anyway. */
export const BOOT_WAIT_MS = 2500;

const otherLanguages = Object.keys(languages)
  .filter((lang) => lang !== defaultLanguage)
  .join('|');

/**
 * Inline in every prerendered page's head, allowed by its hash in the CSP (security-headers.mjs,
 * checked by a test), so its text must not depend on the page or the build. A script fetched
 * before the largest paint is counted against it on a slow phone: the app's entry is fetched once
 * that paint is done, at once when the app must act first (a language redirect on `/`, the
 * visitor's own ads, a hidden tab), or when the visitor taps or types. The web app manifest is
 * linked then too: nothing needs it sooner.
 */
export const BOOT_SCRIPT = `(function () {
  var d = document, w = window, started = false;
  var entry = d.querySelector('meta[name="${ENTRY_META}"]');
  var taps = (w.${BOOT_TAPS} = []);
  d.addEventListener('click', function (e) {
    if (w.${BOOT_TAPS} === taps && taps.length < 10) taps.push(e.target);
  }, true);
  function start() {
    if (started || !entry) return;
    started = true;
    var manifest = d.querySelector('meta[name="${MANIFEST_META}"]');
    if (manifest) {
      var link = d.createElement('link');
      link.rel = 'manifest';
      link.href = manifest.content;
      d.head.appendChild(link);
    }
    import(entry.content).catch(function (error) { console.error('[boot] the app did not load', error); });
  }
  var ads = '', lang = null;
  try {
    ads = localStorage.getItem('${STORAGE_KEYS.userVehicles}') || '';
    lang = localStorage.getItem('${STORAGE_KEYS.language}');
  } catch (error) {}
  var redirect = location.pathname === '/' && (lang ? lang !== '${defaultLanguage}' :
    [].slice.call(navigator.languages || []).some(function (tag) { return /^(${otherLanguages})\\b/i.test(tag); }));
  if (redirect || ads.length > 2 || d.visibilityState === 'hidden') return start();
  var painted = !w.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') < 0;
  var parsed = false;
  function whenShown() {
    if (!painted || !parsed) return;
    var image = d.querySelector('#root img[fetchpriority="high"]');
    if (image && !image.complete) {
      image.addEventListener('load', whenShown);
      image.addEventListener('error', whenShown);
      return;
    }
    // The frame after the one that paints it: its paint time is then surely past.
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  if (!painted) new PerformanceObserver(function (list, observer) {
    observer.disconnect();
    painted = true;
    whenShown();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  d.addEventListener('DOMContentLoaded', function () { parsed = true; whenShown(); });
  ['pointerdown', 'keydown'].forEach(function (type) {
    d.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  setTimeout(start, ${BOOT_WAIT_MS});
})();`;
