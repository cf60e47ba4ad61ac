import { useSyncExternalStore } from 'react';

/** The page's last known scroll offset, kept by one shared scroll listener. */
let scrollY = 0;
const listeners = new Set<() => void>();

function update() {
  scrollY = window.scrollY;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', update, { passive: true });
    // The offset at mount (a reload may restore it), read when the frame lays out anyway.
    requestAnimationFrame(update);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', update);
  };
}

/**
 * True once the page is scrolled more than `threshold` pixels (the header uses 30). Renders never read
 * window.scrollY themselves: reading it while the DOM has changed forces the browser to lay out
 * the whole page at once, which the header (on every page) did after every list update.
 */
export function useScrolled(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  );
}
