import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveDraft } from '../lib/draft-storage';
import type { PostAdFormValues } from '../post-ad-schema';

const DRAFT_DELAY_MS = 400;

type Form = Pick<UseFormReturn<PostAdFormValues>, 'subscribe' | 'getValues'> & {
  /** Off while editing a published ad: there is no draft then. */
  enabled?: boolean;
};

/**
 * STYLE §5: the draft (text fields only, never photos) is saved shortly after each change, and
 * at once when the page is left (reload, closing the tab, switching app). Returns `cancel`,
 * which drops a save still waiting (the ad was posted, its draft is cleared).
 */
export function useDraftAutosave({ subscribe, getValues, enabled = true }: Form): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = undefined;
          saveDraft(getValues());
        }, DRAFT_DELAY_MS);
      },
    });
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      saveDraft(getValues());
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [subscribe, getValues, enabled]);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
}
