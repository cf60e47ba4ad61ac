import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { canonicalQuery } from '@/domain/search/saved-search';
import { useTranslation } from '@/i18n/use-translation';
import type { SavedSearch } from '@/lib/saved-searches';
import { STORAGE_KEYS, readRaw } from '@/lib/storage';

const none: readonly SavedSearch[] = [];
const loadStore = () => import('@/lib/saved-searches');

/**
 * This browser's saved searches, for a list's button. The store (and zod, which checks what it
 * reads back) loads only in a browser that has saved a search, here or in another tab, or when
 * the visitor saves one: a list's first visit does without it.
 */
function useSavedSearchList(): { list: readonly SavedSearch[]; watch: () => Promise<void> } {
  const [list, setList] = useState(none);
  const stop = useRef<(() => void) | null>(null);
  const live = useRef(true);
  const watch = useCallback(async () => {
    const store = await loadStore();
    if (!live.current || stop.current) return;
    const update = () => setList(store.getSavedSearchesSnapshot());
    update();
    stop.current = store.subscribeSavedSearches(update);
  }, []);
  useEffect(() => {
    live.current = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.savedSearches && event.newValue !== null) void watch();
    };
    if (readRaw(STORAGE_KEYS.savedSearches) !== null) void watch();
    else window.addEventListener('storage', onStorage);
    return () => {
      live.current = false;
      window.removeEventListener('storage', onStorage);
      stop.current?.();
      stop.current = null;
    };
  }, [watch]);
  return { list, watch };
}

/**
 * "Save this search" on a list: keeps its type (a vehicle list's, or 'part' / 'gear') and its
 * filters as URL parameters; once saved, links to the list of them. Needs the alerts texts.
 */
export function SaveSearchButton({ type, params }: { type: string; params: URLSearchParams }) {
  const { t, lang } = useTranslation();
  const { list: saved, watch } = useSavedSearchList();
  const [failed, setFailed] = useState(false);
  const query = canonicalQuery(params, type);
  const isSaved = saved.some((entry) => entry.type === type && entry.query === query);

  async function save() {
    try {
      const { saveSearch } = await loadStore();
      const saved = saveSearch(type, params);
      setFailed(saved === null);
      await watch();
      // Loaded on use: the list's first load does without the alerts' code.
      if (saved)
        void import('@/lib/push-alerts').then(({ syncPushAlerts }) => syncPushAlerts(lang));
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="vl-save-search" aria-live="polite">
      {isSaved ? (
        <p>
          {t('alerts.saved')} ·{' '}
          <Link to={paths.savedSearches.getHref()}>{t('alerts.seeSaved')}</Link>
        </p>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => void save()}>
          {t('alerts.save')}
        </button>
      )}
      {failed && <p className="alert">{t('alerts.saveFailed')}</p>}
    </div>
  );
}
