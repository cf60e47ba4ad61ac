import { useBrowserValue } from '@/hooks/use-hydrated';
import { hasServer } from '@/lib/api/api-base';
import { usePageData } from '@/lib/page-data';

/**
 * True on the marketplace server: its page came with live ads (so hydration renders them too), or
 * the view was opened in the app. A static host has no server: the sample catalogue (SPEC.md).
 */
export function useLiveItems(): boolean {
  const rendered = usePageData().items !== undefined;
  const served = useBrowserValue(hasServer, false);
  return rendered || served;
}
