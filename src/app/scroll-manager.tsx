import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { stripLanguage } from '@/i18n/localized-path';
import { getScrollBehavior, readScrollEnvironment } from '@/lib/scroll';

/** Smooth where supported, instant on iOS/Mac touch devices; a language switch keeps position. */
export function ScrollManager() {
  const location = useLocation();
  const { search, hash, key } = location;
  const pathname = stripLanguage(location.pathname);
  const view = new URLSearchParams(search).get('view');
  const firstRender = useRef(true);
  // Choosing the page already shown is a navigation too; query changes within a page are not.
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

/** Any programmatic scroll (a virtualised list) cancels a smooth one: finish it instantly. */
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
