import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle (or after `timeoutMs` at most), so
 * optional code (chat widget, update banner) never competes with the first paint.
 */
export function useAfterLoad(timeoutMs = 4000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    let timer: number | undefined;
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      } else {
        // Safari has no requestIdleCallback.
        timer = window.setTimeout(() => setReady(true), 1000);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      window.clearTimeout(timer);
    };
  }, [timeoutMs]);
  return ready;
}
