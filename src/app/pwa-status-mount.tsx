import { Suspense, useEffect } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { useTranslation } from '@/i18n/use-translation';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { QuietBoundary } from './quiet-boundary';
import './pwa-status.css';

/**
 * The notices' code, fetched as soon as the page is live, not in the first load: a visitor whose
 * connection drops a second after loading still has it (the page fetched it while hydrating), and
 * the service worker keeps it with the page's other files (src/app/pwa-keep-page.ts).
 */
const status = preloadableLazy(() =>
  import('./pwa-status').then((module) => ({ default: module.PwaStatus })),
);

/** The live region as PwaStatus renders it while idle (so screen readers have it from the start). */
function IdleStatus() {
  const { t } = useTranslation();
  return <div role="status" aria-label={t('common.pwa.label')} className="pwa-status-idle" />;
}

/** The notices come once the page has loaded: a first paint never shows one. */
export function PwaStatusMount() {
  useEffect(() => {
    status.load().catch((error: unknown) => console.info('[pwa] status not loaded', error));
  }, []);
  const ready = useAfterLoad(1000);
  if (!ready) return <IdleStatus />;
  return (
    <QuietBoundary label="pwa">
      <Suspense fallback={<IdleStatus />}>
        <status.Component />
      </Suspense>
    </QuietBoundary>
  );
}
