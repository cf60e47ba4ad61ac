/** Undo with vi.restoreAllMocks(). */
export function failWrites(when: (key: string, value: string) => boolean, error: DOMException) {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (when(key, value)) throw error;
    setItem.call(this, key, value);
  });
}

export function failReads(key: string, error: DOMException) {
  const getItem = Storage.prototype.getItem;
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, name) {
    if (name === key) throw error;
    return getItem.call(this, name);
  });
}
