import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BOOT_SCRIPT, BOOT_WAIT_MS } from './boot-script';
import { BOOT_TAPS } from '../../lib/boot-names';

/** Runs the boot script with `import()` swapped for a spy: what it imports, and when. */
function boot(): ReturnType<typeof vi.fn> {
  const load = vi.fn(() => Promise.resolve());
  const body = BOOT_SCRIPT.replace('import(entry.content)', 'load(entry.content)');
  expect(body).not.toBe(BOOT_SCRIPT);
  new Function('load', body)(load);
  return load;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML =
    '<meta name="app-entry" content="/assets/index-A.js"><meta name="app-manifest" content="/app.webmanifest">';
  document.body.innerHTML = '<div id="root"><button type="button">Save</button></div>';
  localStorage.clear();
  window.history.replaceState(null, '', '/browse/all');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[BOOT_TAPS];
});

test('a page waits for its first paint before the app is fetched', async () => {
  const load = boot();
  expect(load).not.toHaveBeenCalled();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  await vi.advanceTimersByTimeAsync(50);
  expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-A.js');
  // The manifest is linked with the app, once.
  const links = document.querySelectorAll('link[rel="manifest"]');
  expect(links).toHaveLength(1);
  expect(links[0]!.getAttribute('href')).toBe('/app.webmanifest');
});

test('a page whose paint never comes fetches the app after the wait', async () => {
  const load = boot();
  await vi.advanceTimersByTimeAsync(BOOT_WAIT_MS - 1);
  expect(load).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a tap fetches the app at once, and the tapped button is kept for the app', () => {
  const load = boot();
  const button = document.querySelector('button')!;
  button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  button.click();
  expect(load).toHaveBeenCalledTimes(1);
  expect((window as unknown as Record<string, unknown>)[BOOT_TAPS]).toEqual([button]);
});

test("the visitor's own ads start the app at once; an empty list does not", () => {
  localStorage.setItem('userVehicles_v1', '[]');
  expect(boot()).not.toHaveBeenCalled();
  localStorage.setItem('userVehicles_v1', '[{"id":"a"}]');
  expect(boot()).toHaveBeenCalledTimes(1);
});

test('the home page starts at once when another language may be remembered', () => {
  window.history.replaceState(null, '', '/');
  localStorage.setItem('bikebazaar.language_v1', 'en');
  expect(boot()).not.toHaveBeenCalled();
  localStorage.setItem('bikebazaar.language_v1', 'ta');
  expect(boot()).toHaveBeenCalledTimes(1);
  window.history.replaceState(null, '', '/browse/all');
  expect(boot()).not.toHaveBeenCalled();
});

test('a browser asking for Sinhala starts the home page at once', () => {
  window.history.replaceState(null, '', '/');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['si-LK', 'en']);
  expect(boot()).toHaveBeenCalledTimes(1);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'tame']);
  expect(boot()).not.toHaveBeenCalled();
});

test('storage that throws is no reason not to start', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  const load = boot();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await vi.advanceTimersByTimeAsync(50);
  expect(load).toHaveBeenCalledTimes(1);
});
