import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadSamples } from '@/data/sample-store';
import { loadAllTexts } from '@/i18n/namespaces/all';
import { loadIslands } from '@/lib/island';
import { loadOwnAdsStore } from '@/lib/own-ads/use-own-ads';
import { clearStorage } from './clear-storage';
import { installDialogPolyfill } from './dialog-polyfill';
import { fakeMediaQueryList } from './media-query';

// findBy… and waitFor give up after 1 s by default: on a CI host running four suites on two
// cores a lazy module and a render can take longer. Only a failing wait pays the longer limit.
configure({ asyncUtilTimeout: 5_000 });

await loadAllTexts();
// The app loads them with the pages that list ads; components rendered alone need them too.
await loadSamples();
// The app waits for the own-ads store before a page renders when the browser has ads; tests write
// them at any time, so components rendered alone read them from the start.
await loadOwnAdsStore();

// Pages render their islands (src/lib/island.tsx) in the first pass, as after the app's first visit.
beforeEach(() => loadIslands());

// `@vitest-environment node` files have no DOM to set up or clean.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    clearStorage();
    document.body.className = '';
  });
  window.matchMedia ??= (query: string) => fakeMediaQueryList(query);
  window.scrollTo = () => {};
  installDialogPolyfill();
}
