import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadSamples } from '@/data/sample-store';
import { loadAllTexts } from '@/i18n/namespaces/all';
import { resetOwnAdsCache } from '@/lib/own-ads/store';
import { installDialogPolyfill } from './dialog-polyfill';

await loadAllTexts();
// The app loads them with the pages that list ads; components rendered alone need them too.
await loadSamples();

// `@vitest-environment node` files have no DOM to set up or clean.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    resetOwnAdsCache();
    document.body.className = '';
  });

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
  installDialogPolyfill();
}
