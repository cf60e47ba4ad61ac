import { useNavigation, useRevalidator } from 'react-router';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { Language } from '@/i18n/languages';
import { hasServer } from '@/lib/api/api-base';
import type { GoneAd } from '@/lib/api/api-client';
import { usePageData } from '@/lib/page-data';

export type ItemAnswer = {
  ad: ItemAd | null;
  gone: GoneAd | null;
  previews?: Partial<Record<Language, string>>;
  loading: boolean;
  /** The server did not answer: nothing is known about the ad. */
  failed: boolean;
};

/**
 * A part or gear ad, as the page's loader found it: the server's when it rendered this page, the
 * API's after a navigation. A static host has no such ads (its catalogue is the samples).
 */
export function useItemAnywhere(id: string): ItemAnswer {
  const data = usePageData();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== 'idle' || revalidator.state !== 'idle';
  const found = data.item?.id === id ? data.item : null;
  if (found) return { ...found, loading: false, failed: false };
  const failed = data.unanswered === true;
  return { ad: null, gone: null, loading: !failed && busy && hasServer(), failed };
}
