import { useSyncExternalStore } from 'react';
import { getCompareIdsSnapshot, subscribeCompareIds } from '@/lib/compare-list';

const NONE: readonly string[] = [];
const prerendered = () => NONE;

/** The ads picked to compare, kept in sync across tabs; none while hydrating. */
export function useCompareIds(): readonly string[] {
  return useSyncExternalStore(subscribeCompareIds, getCompareIdsSnapshot, prerendered);
}
