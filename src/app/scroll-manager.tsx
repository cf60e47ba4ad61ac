import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getScrollBehavior, readScrollEnvironment } from '@/lib/scroll';

/**
 * SPEC §2: every navigation scrolls to the top (smooth where supported, instant on iOS/Mac touch
 * devices); a link with a #hash scrolls to that section instead. The home view counts as a page.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  const view = new URLSearchParams(search).get('view');

  useEffect(() => {
    const behavior = getScrollBehavior(readScrollEnvironment());
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, view, hash]);

  return null;
}
