import { useSyncExternalStore } from 'react';
import {
  getSavedSearchesSnapshot,
  subscribeSavedSearches,
  type SavedSearch,
} from '@/lib/saved-searches';

const none: readonly SavedSearch[] = [];

/** This browser's saved searches; none while prerendering (only the browser knows them). */
export function useSavedSearches(): readonly SavedSearch[] {
  return useSyncExternalStore(subscribeSavedSearches, getSavedSearchesSnapshot, () => none);
}
