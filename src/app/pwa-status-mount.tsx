import { useAfterLoad } from '@/hooks/use-after-load';
import { useTranslation } from '@/i18n/use-translation';
import { PwaStatus } from './pwa-status';
import { QuietBoundary } from './quiet-boundary';
import './pwa-status.css';

/** The live region as PwaStatus renders it while idle (so screen readers have it from the start). */
function IdleStatus() {
  const { t } = useTranslation();
  return <div role="status" aria-label={t('common.pwa.label')} className="pwa-status-idle" />;
}

/**
 * The notices come once the page has loaded: a first paint never shows one. Their code is in the
 * first load (1.4 KB), since a visitor whose connection drops at once could not fetch it.
 */
export function PwaStatusMount() {
  const ready = useAfterLoad(1000);
  if (!ready) return <IdleStatus />;
  return (
    <QuietBoundary label="pwa">
      <PwaStatus />
    </QuietBoundary>
  );
}
