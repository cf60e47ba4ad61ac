import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { stripLanguage } from '@/i18n/localized-path';
import { getScrollBehavior, readScrollEnvironment } from '@/lib/scroll';

/**
 * Every navigation scrolls to the top (smooth where supported, instant on iOS/Mac touch
 * devices); a link with a #hash scrolls to that section instead. The home view counts as a page.
 * Switching language shows the same page under another prefix, so it keeps the scroll position.
 */
export function ScrollManager() {
  const location = useLocation();
  const { search, hash, key } = location;
  const pathname = stripLanguage(location.pathname);
  const view = new URLSearchParams(search).get('view');
  const firstRender = useRef(true);
  // Choosing the page already shown (e.g. Spare Parts in the menu while on it) is a navigation
  // too: a new history entry for the same address. Query changes within a page (filters, sort)
  // are not, so only a repeat of the whole address counts.
  const address = location.pathname + search + hash;
  const [last, setLast] = useState({ address, key, repeats: 0 });
  if (last.key !== key) {
    setLast({ address, key, repeats: last.repeats + (last.address === address ? 1 : 0) });
  }
  const repeats = last.repeats;

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
    if (isFirst) return;
    window.scrollTo({ top: 0, left: 0, behavior });
    if (behavior !== 'smooth') return;
    return finishSmoothScrollToTop();
  }, [pathname, view, hash, repeats]);

  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A smooth scroll is cancelled by any programmatic scroll, e.g. a virtualised list correcting
 * its offset while the new page renders. When it stops short and the user did not scroll
 * themselves, finish the job instantly.
 */
function finishSmoothScrollToTop(): () => void {
  let userScrolled = false;
  const onUserInput = () => {
    userScrolled = true;
  };
  const settle = () => {
    if (!userScrolled && window.scrollY > 0) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    cleanup();
  };
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  inputs.forEach((type) => window.addEventListener(type, onUserInput, { passive: true }));
  window.addEventListener('scrollend', settle);
  const timer = window.setTimeout(settle, 1500);
  function cleanup() {
    inputs.forEach((type) => window.removeEventListener(type, onUserInput));
    window.removeEventListener('scrollend', settle);
    window.clearTimeout(timer);
  }
  return cleanup;
}
