/**
 * Empties this page's storage as another tab clearing it would: the stores re-read what they
 * show, and one that held a value storage refused lets go of it.
 */
export function clearStorage(): void {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
}
