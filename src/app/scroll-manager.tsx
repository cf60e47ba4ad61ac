import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getScrollBehavior, readScrollEnvironment } from '@/lib/scroll';

/**
 * SPEC §2: every navigation scrolls to the top (smooth where supported, instant on iOS/Mac touch
 * devices); a link with a #hash scrolls to that section instead. The home view counts as a page.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  const view = new URLSearchParams(search).get('view');
  const firstRender = useRef(true);

  useEffect(() => {
    const behavior = getScrollBehavior(readScrollEnvironment());
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (hash) {
      // The section may belong to a page chunk that is still loading: look for it a while.
      const id = safeDecode(hash.slice(1));
      let tries = 0;
      const timer = window.setInterval(() => {
        const target = document.getElementById(id);
        if (target || ++tries > 30) window.clearInterval(timer);
        target?.scrollIntoView({ behavior, block: 'start' });
      }, 100);
      return () => window.clearInterval(timer);
    }
    // A fresh page load already starts at the top; scrolling there again would fight the user.
    if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, view, hash]);

  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
