import { STORAGE_KEYS } from './storage';
import { getCardLayout, readCardLayout, subscribeCardLayout, writeCardLayout } from './card-layout';

const KEY = STORAGE_KEYS.cardLayout;

test('nothing chosen reads as auto, and a choice is remembered', () => {
  expect(getCardLayout()).toBe('auto');
  writeCardLayout('cards');
  expect(localStorage.getItem(KEY)).toBe('cards');
  expect(getCardLayout()).toBe('cards');
  writeCardLayout('rows');
  expect(readCardLayout()).toBe('rows');
});

test('an unknown stored value reads as auto', () => {
  for (const raw of ['grid', '', '"rows"', '{}']) {
    localStorage.setItem(KEY, raw);
    expect(readCardLayout()).toBe('auto');
  }
});

test('subscribers hear our own choices and other tabs', () => {
  const listener = vi.fn();
  const unsubscribe = subscribeCardLayout(listener);
  writeCardLayout('cards');
  expect(listener).toHaveBeenCalledTimes(1);
  localStorage.setItem(KEY, 'rows');
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
  expect(listener).toHaveBeenCalledTimes(2);
  expect(getCardLayout()).toBe('rows');
  window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  writeCardLayout('cards');
  expect(listener).toHaveBeenCalledTimes(2);
});

test('when storage cannot keep the choice it still holds for this page', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  writeCardLayout('cards');
  expect(localStorage.getItem(KEY)).toBeNull();
  expect(getCardLayout()).toBe('cards');
});
