import { useEffect, useState, type RefObject } from 'react';

/** The page's main actions, which the floating launcher must never cover. */
const KEEP_CLEAR = '[data-keep-clear] :is(a[href], button)';
/**
 * On a phone the launcher sits over the page itself: it steps aside from every control of the
 * page (a card's Compare, Chat with Owner, a form field), not only the main actions.
 */
const KEEP_CLEAR_PHONE = 'main :is(a[href], button, input, select, textarea, summary, label)';
const PHONE = '(max-width: 639.98px)';

const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;
const keepClear = () => (onPhone() ? `${KEEP_CLEAR}, ${KEEP_CLEAR_PHONE}` : KEEP_CLEAR);

/** `aside`: on a phone, folded into a tab in the screen's margin; `hidden`: out of the way. */
export type LauncherPlace = 'clear' | 'aside' | 'hidden';

/** An observer of what enters `box` (the root margin shrinks the viewport to it). */
function observeUnder(box: DOMRect, onChange: (covering: boolean) => void) {
  const { innerWidth: width, innerHeight: height } = window;
  const margin = [-box.top, box.right - width, box.bottom - height, -box.left];
  const under = new Set<Element>();
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) under.add(entry.target);
        else under.delete(entry.target);
      }
      onChange(under.size > 0);
    },
    { rootMargin: margin.map((px) => `${Math.round(px)}px`).join(' ') },
  );
}

/**
 * Where the launcher goes: in the clear as the full button; over one of the page's main actions
 * (inside `data-keep-clear`, e.g. the post success card's "View your ad"), or on a phone over any
 * control, it steps aside. On a phone it folds into a tab in the margin, unless a control reaches
 * under the tab too: then it steps out of the way until the page moves on. Watched by
 * IntersectionObservers shrunk to the launcher's and the tab's boxes: no work runs on scroll.
 */
export function useStepAside(launcher: RefObject<HTMLElement | null>): LauncherPlace {
  const [covering, setCovering] = useState({ full: false, tab: false });
  useEffect(() => {
    const button = launcher.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    let observers: IntersectionObserver[] = [];
    let watched: Element[] = [];
    const watch = (force: boolean) => {
      const targets = [...document.querySelectorAll(keepClear())];
      if (!force && targets.every((target, i) => watched[i] === target)) {
        if (targets.length === watched.length) return;
      }
      watched = targets;
      observers.forEach((observer) => observer.disconnect());
      observers = [];
      setCovering({ full: false, tab: false });
      const full = boxAs(button, false);
      if (!full.width || targets.length === 0) return;
      observers.push(observeUnder(full, (on) => setCovering((now) => ({ ...now, full: on }))));
      if (onPhone()) {
        const tab = boxAs(button, true);
        observers.push(observeUnder(tab, (on) => setCovering((now) => ({ ...now, tab: on }))));
      }
      observers.forEach((observer) => targets.forEach((target) => observer.observe(target)));
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
      observers.forEach((observer) => observer.disconnect());
      window.removeEventListener('resize', resized);
    };
  }, [launcher]);
  if (!covering.full) return 'clear';
  return onPhone() && !covering.tab ? 'aside' : 'hidden';
}

/** The launcher's box as the whole button, or as the phone's margin tab, whichever it shows now. */
function boxAs(button: HTMLElement, tab: boolean): DOMRect {
  const was = {
    aside: button.classList.contains('is-stepped-aside'),
    out: button.classList.contains('is-out-of-way'),
  };
  button.classList.toggle('is-stepped-aside', tab);
  button.classList.remove('is-out-of-way');
  const box = button.getBoundingClientRect();
  button.classList.toggle('is-stepped-aside', was.aside);
  button.classList.toggle('is-out-of-way', was.out);
  return box;
}
