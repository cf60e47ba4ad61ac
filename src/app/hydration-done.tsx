import { useEffect } from 'react';
import { whenIslandsLive } from '@/lib/island-live';
import { replayEarlyEdits, replayEarlyTaps } from '@/lib/early-edits';

/**
 * In the page's Suspense boundary, hydrated after the shell: runs once the page itself is live,
 * its islands (src/lib/island.tsx) included.
 */
export function HydrationDone() {
  useEffect(
    () =>
      whenIslandsLive(() => {
        replayEarlyEdits();
        replayEarlyTaps();
        document.documentElement.dataset.app = 'ready';
      }),
    [],
  );
  return null;
}
