import { useEffect } from 'react';

/**
 * Calls `onEscape` when Escape is pressed while `active`. Escape in a search box with text in it
 * only clears the box (the browser's own behaviour), so what was typed is not also thrown away
 * with the panel; the next Escape closes it.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '')
        return;
      onEscape();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onEscape]);
}
