import { useSyncExternalStore } from 'react';
import { getCardLayout, subscribeCardLayout, type CardLayout } from '@/lib/card-layout';

const prerendered = (): CardLayout => 'auto';

export function useCardLayout(): CardLayout {
  return useSyncExternalStore(subscribeCardLayout, getCardLayout, prerendered);
}
