import { useEffect } from 'react';

let locks = 0;

/** Locks page scrolling while `active`. Counted, so a menu and a drawer can both hold it. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
