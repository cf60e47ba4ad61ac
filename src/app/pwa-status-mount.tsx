import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { useTranslation } from '@/i18n/use-translation';
import { loadChunk } from '@/lib/load-chunk';
import { QuietBoundary } from './quiet-boundary';
import './pwa-status.css';

const PwaStatus = lazy(() =>
  loadChunk(() => import('./pwa-status')).then((module) => ({ default: module.PwaStatus })),
);

/** The live region as PwaStatus renders it while idle (so screen readers have it from the start). */
function IdleStatus() {
  const { t } = useTranslation();
  return <div role="status" aria-label={t('common.pwa.label')} className="pwa-status-idle" />;
}

/** The notices' code comes once the page has loaded: a first paint never shows one. */
export function PwaStatusMount() {
  const ready = useAfterLoad(1000);
  if (!ready) return <IdleStatus />;
  return (
    <QuietBoundary label="pwa">
      <Suspense fallback={<IdleStatus />}>
        <PwaStatus />
      </Suspense>
    </QuietBoundary>
  );
}
