import { useEffect, useEffectEvent } from 'react';

const OPENED = 'bikebazaar:overlay-opened';

/**
 * One covering panel at a time (the phone menu, the filter drawer, BikeBot on a phone): when
 * `open` turns true the others are told, and this one calls `close` when another opens. Without
 * it the menu could open over the chat on a tablet, where the chat is not modal.
 */
export function useOneOverlay(name: string, open: boolean, close: () => void): void {
  const onOtherOpened = useEffectEvent((event: Event) => {
    if ((event as CustomEvent<string>).detail !== name) close();
  });
  useEffect(() => {
    if (!open) return;
    window.dispatchEvent(new CustomEvent(OPENED, { detail: name }));
    const listener = (event: Event) => onOtherOpened(event);
    window.addEventListener(OPENED, listener);
    return () => window.removeEventListener(OPENED, listener);
  }, [name, open]);
}

/**
 * Calls `close` while `open` once the screen matches `query` (e.g. a tablet turned to landscape
 * past the width where a phone drawer or menu becomes part of the page): it is no longer modal.
 */
export function useCloseWhenMatches(query: string, open: boolean, close: () => void): void {
  const onChange = useEffectEvent((matches: boolean) => {
    if (matches) close();
  });
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    const listener = () => onChange(media.matches);
    listener();
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  }, [query, open]);
}
