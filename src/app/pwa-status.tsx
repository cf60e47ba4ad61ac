import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { useTranslation } from '@/i18n/use-translation';

type Notice = 'update' | 'offline' | 'offlineReady' | null;

const OFFLINE_READY_MS = 8000;

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}
const getOnline = () => navigator.onLine;
const getOnlineOnServer = () => true;

function useServiceWorker(onNeedRefresh: () => void, onOfflineReady: () => void) {
  const updateRef = useRef<((reload?: boolean) => Promise<void>) | null>(null);
  const callbacks = useRef({ onNeedRefresh, onOfflineReady });
  useEffect(() => {
    callbacks.current = { onNeedRefresh, onOfflineReady };
  });
  // Well after the page has settled: registering fetches and runs the worker and its precache.
  const ready = useAfterLoad(5000, 4000);
  useEffect(() => {
    if (!ready || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    import('./pwa-register')
      .then(({ registerServiceWorker }) => {
        if (cancelled) return;
        updateRef.current = registerServiceWorker({
          onNeedRefresh: () => callbacks.current.onNeedRefresh(),
          onOfflineReady: () => callbacks.current.onOfflineReady(),
        });
      })
      .catch((error: unknown) => console.info('[pwa] registration code not loaded', error));
    return () => {
      cancelled = true;
    };
  }, [ready]);
  return updateRef;
}

/** As `--notice-clearance`, so focused and last fields can scroll clear of the notice. */
function useNoticeClearance(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const notice = ref.current;
    const root = document.documentElement;
    if (!shown || !notice || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const space = window.innerHeight - notice.getBoundingClientRect().top + 8;
      root.style.setProperty('--notice-clearance', `${Math.max(0, Math.round(space))}px`);
    };
    // Chrome scrolls only a text area's caret into view: the whole field, with its label and
    // hint, is brought clear.
    const clear = (event: FocusEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLElement) || !input.matches('input, select, textarea')) return;
      const field = input.closest('.field') ?? input;
      if (field.getBoundingClientRect().bottom > notice.getBoundingClientRect().top) {
        field.scrollIntoView({ block: 'nearest' });
      }
    };
    const observer = new ResizeObserver(measure);
    observer.observe(notice);
    window.addEventListener('resize', measure);
    document.addEventListener('focusin', clear);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('focusin', clear);
      root.style.removeProperty('--notice-clearance');
    };
  }, [shown]);
  return ref;
}

export function PwaStatus() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeOnline, getOnline, getOnlineOnServer);
  const [needRefresh, setNeedRefresh] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  const [offlineDismissed, setOfflineDismissed] = useState(false);
  const updateRef = useServiceWorker(
    () => setNeedRefresh(true),
    () => setOfflineReady(true),
  );

  // Coming back online re-arms the offline notice for the next time.
  useEffect(() => {
    const rearm = () => setOfflineDismissed(false);
    window.addEventListener('online', rearm);
    return () => window.removeEventListener('online', rearm);
  }, []);

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady]);

  let notice: Notice = null;
  if (needRefresh) notice = 'update';
  else if (!online && !offlineDismissed) notice = 'offline';
  else if (offlineReady) notice = 'offlineReady';

  const noticeRef = useNoticeClearance(notice !== null);
  // The live region is always in the page (empty while idle) so screen readers announce changes.
  return (
    <div
      ref={noticeRef}
      role="status"
      aria-label={t('common.pwa.label')}
      className={notice ? 'pwa-status' : 'pwa-status-idle'}
    >
      {notice && (
        <>
          <p className="pwa-status-text">
            {notice === 'update' && t('common.pwa.updateAvailable')}
            {notice === 'offline' && t('common.pwa.offline')}
            {notice === 'offlineReady' && t('common.pwa.offlineReady')}
          </p>
          <div className="pwa-status-actions">
            {notice === 'update' ? (
              <>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => void updateRef.current?.(true)}
                >
                  {t('common.pwa.reload')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setNeedRefresh(false)}
                >
                  {t('common.pwa.later')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setOfflineReady(false);
                  if (!online) setOfflineDismissed(true);
                }}
              >
                {t('common.pwa.dismiss')}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
