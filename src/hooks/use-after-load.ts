import { useEffect, useState } from 'react';

/** So optional code (chat, service worker) never competes with start-up on a slow phone. */
export function useAfterLoad(timeoutMs = 4000, delayMs = 0): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      } else {
        // Safari has no requestIdleCallback.
        timer = window.setTimeout(() => setReady(true), 1000);
      }
    };
    const start = () => {
      if (delayMs > 0) timer = window.setTimeout(whenIdle, delayMs);
      else whenIdle();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      window.clearTimeout(timer);
    };
  }, [timeoutMs, delayMs]);
  return ready;
}
