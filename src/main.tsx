// Global styles first, so component CSS (imported by the app) comes after and can override.
import '@/styles/fonts.css';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/ui.css';
import '@/styles/ui-forms.css';
import { showStartFailure } from '@/app/start-failure';
import { preferredLanguage } from '@/i18n/language-choice';
import { homeRedirectFor } from '@/i18n/localized-path';
import { parseStoredAdsEarly, readStoredAdsEarly } from '@/lib/own-ads/early-read';
import { recordEarlyEdits, recordEarlyTaps } from '@/lib/early-edits';
import { loadChunk } from '@/lib/load-chunk';

// This module is loaded `async`, so it may run while the page's HTML is still being parsed.

/** `/` follows the last-shown language, else the browser's, before anything runs. */
const redirectTo = homeRedirectFor(window.location, preferredLanguage());
if (redirectTo) window.location.replace(redirectTo);

/** A visitor with stored ads sees the app's lists, not the prerendered samples: start at once. */
const hasOwnAds = !redirectTo && (readStoredAdsEarly()?.length ?? 0) > 2; // more than [], empty

// What the visitor types, picks or taps on the prerendered page is handed to the app.
if (!redirectTo) {
  recordEarlyEdits();
  recordEarlyTaps();
}

/** base.css hides the prerendered sample list until the app arrives, unless it is slow. */
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

/** All at once; the list precedes this script in the head, so it is there even mid-parse. */
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

/** The HTML is the app prerendered for one URL: hydrate there, render over it anywhere else. */
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
 * A prerendered page's boot script (src/app/html/boot-script.ts) ran this module once the page
 * had painted; the shell page has nothing to paint first.
 */
if (!redirectTo) startApp();
