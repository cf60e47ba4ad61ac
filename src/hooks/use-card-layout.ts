import { useSyncExternalStore } from 'react';
import { getCardLayout, subscribeCardLayout, type CardLayout } from '@/lib/card-layout';

const prerendered = (): CardLayout => 'auto';

/** The remembered list layout ('auto' while hydrating the prerendered HTML, as it was built). */
export function useCardLayout(): CardLayout {
  return useSyncExternalStore(subscribeCardLayout, getCardLayout, prerendered);
}
