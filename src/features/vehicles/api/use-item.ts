import { useEffect, useState } from 'react';
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

type Remote = { id: string; ad: ItemAd | null; gone: GoneAd | null; failed: boolean };

/**
 * A part or gear ad: the server's page data when it rendered this page, else asked of the API.
 * A static host has no such ads (its catalogue is the samples), so nothing is asked there.
 */
export function useItemAnywhere(id: string): ItemAnswer {
  const rendered = usePageData().item;
  const fromPage = rendered?.id === id ? rendered : null;
  const [remote, setRemote] = useState<Remote | null>(null);
  const ask = !fromPage && hasServer();
  useEffect(() => {
    if (!ask) return;
    const abort = new AbortController();
    import('@/lib/api/items-api')
      .then(({ lookupItem }) => lookupItem(id, abort.signal))
      .then(({ ad, gone }) => setRemote({ id, ad, gone, failed: false }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('[item] the server did not answer', error);
        setRemote({ id, ad: null, gone: null, failed: true });
      });
    return () => abort.abort();
  }, [id, ask]);
  if (fromPage) return { ...fromPage, loading: false, failed: false };
  if (!ask) return { ad: null, gone: null, loading: false, failed: false };
  const answered = remote?.id === id ? remote : null;
  return answered
    ? { ad: answered.ad, gone: answered.gone, loading: false, failed: answered.failed }
    : { ad: null, gone: null, loading: true, failed: false };
}
