import { useSyncExternalStore } from 'react';

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
    requestAnimationFrame(update);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', update);
  };
}

// Renders never read window.scrollY: after a DOM change that forces a layout of the whole page,
// which the header did after every list update.
export function useScrolled(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  );
}
