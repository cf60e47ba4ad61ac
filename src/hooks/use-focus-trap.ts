import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(containers: readonly RefObject<HTMLElement | null>[]): HTMLElement[] {
  return containers
    .flatMap(({ current }) => {
      if (!current) return [];
      const inside = [...current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      return current.matches(FOCUSABLE) ? [current, ...inside] : inside;
    })
    .filter((element) =>
      typeof element.checkVisibility === 'function' ? element.checkVisibility() : true,
    );
}

/**
 * While `active` (and `applies()`, checked at each key press), Tab and Shift+Tab cycle through
 * the focusable elements of `containers`, in that order, as in a modal: focus cannot reach the
 * page underneath. A press from anywhere else brings focus back into the cycle.
 */
export function useFocusTrap(
  active: boolean,
  containers: readonly RefObject<HTMLElement | null>[],
  applies: () => boolean = () => true,
): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !applies()) {
      return;
    }
    const items = focusables(containers);
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next = event.shiftKey ? (at <= 0 ? last : at - 1) : at === -1 || at === last ? 0 : at + 1;
    event.preventDefault();
    items[next]?.focus();
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}
