// Global styles first, so component CSS (imported by the app) comes after and can override.
import '@/styles/fonts.css';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/ui.css';
import { showStartFailure } from '@/app/start-failure';
import { loadChunk } from '@/lib/load-chunk';
import { readRaw, STORAGE_KEYS } from '@/lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A visitor with ads of their own stored will see the app's lists, not the prerendered sample
 * lists, so their app should start as early as possible. (Storage is read once per page anyway.)
 */
function hasOwnAds(): boolean {
  return (readRaw(STORAGE_KEYS.userVehicles)?.length ?? 0) > 2; // more than an empty list, []
}

/**
 * The page arrives prerendered (scripts/vite-plugins.ts). Let the browser paint it before the
 * app's code (React, the shell) is evaluated, which takes a slow phone a noticeable while; the
 * app then renders over it. A hidden tab paints nothing, so it starts at once.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden' || hasOwnAds()) run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/** Starts fetching the page's scripts the build listed (all at once, instead of one by one). */
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

afterFirstPaint(() => {
  preloadPageScripts();
  loadChunk(() => import('@/app/start'))
    .then(({ start }) => start(container))
    .catch((error: unknown) => showStartFailure(container, error));
});
