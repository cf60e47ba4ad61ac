// Global styles first, so component CSS (imported by the app) comes after and can override.
import '@/styles/fonts.css';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/ui.css';
import { showStartFailure } from '@/app/start-failure';
import { preferredLanguage } from '@/i18n/language-choice';
import { homeRedirectFor } from '@/i18n/localized-path';
import { parseStoredAdsEarly, readStoredAdsEarly } from '@/lib/early-ads';
import { recordEarlyEdits } from '@/lib/early-edits';
import { loadChunk } from '@/lib/load-chunk';

// This module is loaded `async`, so it may run while the page's HTML is still being parsed.

/**
 * Language in the URL: `/` (the English home, no language named in its address)
 * follows the language this browser last showed a page in, else the browser's own: Sinhala goes
 * to `/si/`, Tamil to `/ta/`, before anything else runs, and that page arrives prerendered in
 * its language. Every other address, and `/` once English was shown, stays as it is. (The
 * marketplace server does the same from a cookie before sending any HTML:
 * server/routes/pages.)
 */
const redirectTo = homeRedirectFor(window.location, preferredLanguage());
if (redirectTo) window.location.replace(redirectTo);

/**
 * A visitor with ads of their own stored will see the app's lists, not the prerendered sample
 * lists, so their app starts at once. The read is handed to the app (src/lib/early-ads.ts).
 */
const hasOwnAds = !redirectTo && (readStoredAdsEarly()?.length ?? 0) > 2; // more than [], empty

// What the visitor types or picks on the prerendered page is handed to the app (early-edits.ts).
if (!redirectTo) recordEarlyEdits();

/**
 * Their prerendered list would show the sample ads' count and cards, updated a moment later to
 * the full list: base.css leaves that list unrendered meanwhile (which also spares the browser
 * its layout), unless the app is slow to arrive, e.g. over a poor connection.
 */
const LIST_WAIT_CLASS = 'own-ads-pending';
const LIST_WAIT_MS = 1000;
if (hasOwnAds) {
  document.documentElement.classList.add(LIST_WAIT_CLASS);
  setTimeout(() => document.documentElement.classList.remove(LIST_WAIT_CLASS), LIST_WAIT_MS);
}

function whenParsed(run: () => void) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run, { once: true });
  } else run();
}

/**
 * Starts fetching the page's scripts the build listed (all at once, instead of one by one). The
 * list comes before this script in the page's head, so it is there even mid-parse.
 */
function preloadPageScripts() {
  const listed = document.querySelector('meta[name="app-preload"]')?.getAttribute('content') ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The page's HTML is the app as prerendered for one URL (scripts/vite-plugins/): at that URL
 * the app hydrates it in place; anywhere else (the shell, a filtered list, another home view)
 * it renders the page the URL asks for over it.
 */
function isPrerenderedForThisUrl(): boolean {
  const shows = document.querySelector('meta[name="app-prerendered"]')?.getAttribute('content');
  if (typeof shows !== 'string') return false;
  // `/si/` is built as /si/index.html and may be opened as `/si` too. The server renders a
  // filtered list for its query, so the query is part of what it shows.
  const trim = (path: string) => path.replace(/(.)\/+$/, '$1');
  const [shownPath = '', shownQuery = ''] = shows.split('?');
  const { pathname, search } = window.location;
  return trim(shownPath) === trim(pathname) && shownQuery === search.replace(/^\?/, '');
}

function startApp() {
  preloadPageScripts();
  const app = loadChunk(() => import('@/app/start'));
  // While the scripts download: the stored ads' JSON, the slowest part of reading them.
  parseStoredAdsEarly();
  whenParsed(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    const hydrate = isPrerenderedForThisUrl();
    app
      .then(({ start }) => start(container, hydrate))
      .catch((error: unknown) => showStartFailure(container, error));
  });
}

/**
 * Otherwise the page arrives prerendered (scripts/vite-plugins/) and works as plain HTML (its
 * links are links): let the browser parse and paint it before the app's code (React, the shell)
 * is fetched and evaluated, which takes a slow phone a noticeable while and competes with the
 * page's images for its bandwidth; the app then hydrates it. A hidden tab paints nothing, so it
 * starts at once.
 */
if (redirectTo) {
  // leaving for the visitor's language: nothing to start here
} else if (hasOwnAds || document.visibilityState === 'hidden') startApp();
else whenParsed(() => requestAnimationFrame(() => setTimeout(startApp, 0)));
