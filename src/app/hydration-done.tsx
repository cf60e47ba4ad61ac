import { useEffect } from 'react';
import { replayEarlyEdits } from '@/lib/early-edits';

/**
 * Rendered after the page, inside its Suspense boundary: React hydrates a boundary's content in
 * a pass of its own, after the shell. Once the page is live, what the visitor typed or picked on
 * the prerendered page reaches React, and `<html data-app="ready">` says so.
 */
export function HydrationDone() {
  useEffect(() => {
    replayEarlyEdits();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
