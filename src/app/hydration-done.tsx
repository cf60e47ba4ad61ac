import { useEffect } from 'react';
import { replayEarlyEdits, replayEarlyTaps } from '@/lib/early-edits';

/** In the page's Suspense boundary, hydrated after the shell: runs once the page is live. */
export function HydrationDone() {
  useEffect(() => {
    replayEarlyEdits();
    replayEarlyTaps();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
