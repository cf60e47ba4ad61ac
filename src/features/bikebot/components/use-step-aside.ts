import { useEffect, useState, type RefObject } from 'react';

/** The page's main actions, which the floating launcher must never cover. */
const KEEP_CLEAR = '[data-keep-clear] :is(a[href], button)';
/**
 * On a phone the launcher sits over the page itself: it steps aside from every control of the
 * page (a card's Compare, Chat with Owner, a form field), not only the main actions.
 */
const KEEP_CLEAR_PHONE = 'main :is(a[href], button, input, select, textarea, summary, label)';
const PHONE = '(max-width: 639.98px)';

const keepClear = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches
    ? `${KEEP_CLEAR}, ${KEEP_CLEAR_PHONE}`
    : KEEP_CLEAR;

/**
 * Whether the launcher floats over one of the page's main actions (inside `data-keep-clear`,
 * e.g. the post success card's "View your ad"), so it should step aside. Watched by an
 * IntersectionObserver shrunk to the launcher's own box: no work runs on scroll.
 */
export function useStepAside(launcher: RefObject<HTMLElement | null>): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const button = launcher.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    let watched: Element[] = [];
    const under = new Set<Element>();
    const watch = (force: boolean) => {
      const targets = [...document.querySelectorAll(keepClear())];
      if (!force && targets.every((target, i) => watched[i] === target)) {
        if (targets.length === watched.length) return;
      }
      watched = targets;
      observer?.disconnect();
      under.clear();
      setCovering(false);
      const box = fullBox(button);
      if (!box.width || targets.length === 0) return;
      const { innerWidth: width, innerHeight: height } = window;
      const margin = [-box.top, box.right - width, box.bottom - height, -box.left];
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          setCovering(under.size > 0);
        },
        { rootMargin: margin.map((px) => `${Math.round(px)}px`).join(' ') },
      );
      targets.forEach((target) => observer!.observe(target));
    };
    // Main actions come and go with the page (a posted ad's card appears without navigation).
    let frame = 0;
    const later = (force: boolean) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => watch(force));
    };
    const changes = new MutationObserver(() => later(false));
    const resized = () => later(true);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', resized);
    watch(true);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      observer?.disconnect();
      window.removeEventListener('resize', resized);
    };
  }, [launcher]);
  return covering;
}

/** The launcher's box as a whole button: stepped aside on a phone it is only a narrow tab. */
function fullBox(button: HTMLElement): DOMRect {
  if (!button.classList.contains('is-stepped-aside')) return button.getBoundingClientRect();
  button.classList.remove('is-stepped-aside');
  const box = button.getBoundingClientRect();
  button.classList.add('is-stepped-aside');
  return box;
}
