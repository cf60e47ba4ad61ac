import type { Locator, Page } from '@playwright/test';

/** Every control a visitor could tap. */
const CONTROLS = 'a[href], button, input, select, textarea';

/** Runs in the page (Playwright sends its source): it may use nothing from outside. */
function controlsUnderLauncher(root: Element, controls: string): string[] {
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const launcher = document.querySelector('.bikebot-launcher');
  if (!launcher || !shown(launcher)) return [];
  const chat = launcher.getBoundingClientRect();
  return [...root.querySelectorAll<HTMLElement>(controls)]
    .filter((control) => shown(control))
    .filter((control) => {
      const box = control.getBoundingClientRect();
      return (
        box.left < chat.right &&
        chat.left < box.right &&
        box.top < chat.bottom &&
        chat.top < box.bottom
      );
    })
    .map((control) => control.innerText || control.getAttribute('aria-label') || control.tagName);
}

/**
 * The controls under the BikeBot launcher while it shows (the full button or its margin tab),
 * named as a visitor reads them, read in one step: in `within` (e.g. a card), else in `main`.
 */
export function coveredControls(within: Page | Locator): Promise<string[]> {
  const root = 'goto' in within ? within.locator('main') : within;
  return root.evaluate(controlsUnderLauncher, CONTROLS);
}
