import { useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { usePageData } from '@/lib/page-data';
import { hasReported, rememberReported } from '@/lib/reported-ads';
import type * as ReportFormModule from './vehicle-report-form';
import type { ReportedAds } from '@/lib/api/report-api';
import type { ReportFormProps, Sent } from './vehicle-report-form';

// The form and the API call load on the first tap of Report: most visitors never report.
const form = preloadableLazy<typeof ReportFormModule, ReportFormProps>(
  () => import('./vehicle-report-form'),
);

/**
 * "Report this ad": a dialog with a reason and an optional note, sent to the
 * moderators. Only where a marketplace server is (a static host has no one to tell); one
 * report per ad from this browser (the server also keeps one per address).
 */
export function VehicleReport({
  vehicleId,
  ads,
}: {
  vehicleId: string;
  /** A part or gear ad's reports go to `/items`. */
  ads?: ReportedAds;
}) {
  const { t } = useTranslation();
  // A page the server rendered has its button in the HTML, so nothing moves when the app starts.
  const served = useBrowserValue(hasServer, usePageData().origin !== undefined);
  const reportedBefore = useBrowserValue(() => hasReported(vehicleId), false);
  const status = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [isOpen, setOpen] = useState(false);
  // The form is there from the first opening on (a draft outlives closing the dialog).
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!served) return null;

  const done = sent ?? (reportedBefore ? 'already' : null);
  const open = () => {
    setFailed(false);
    form.load().then(
      () => {
        setOpened(true);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('[report] the form did not load', error);
        setFailed(true);
      },
    );
  };
  const close = () => {
    setOpen(false);
    // The Report button gave way to the thank-you: focus goes there, not to the page's top.
    if (sent) requestAnimationFrame(() => status.current?.focus());
  };

  return (
    <section className="vd-report" aria-label={t('report.title')}>
      {done && !isOpen ? (
        <p className="hint" role="status" ref={status} tabIndex={-1}>
          {t(done === 'already' ? 'report.already' : 'report.thanks')}
        </p>
      ) : (
        <button type="button" className="btn btn-ghost btn-sm vd-report-open" onClick={open}>
          <span aria-hidden="true">⚑</span> {t('report.open')}
        </button>
      )}
      {failed ? (
        <p className="error-text" role="alert">
          {t('report.failed')}
        </p>
      ) : null}
      <ModalDialog
        open={isOpen}
        onClose={close}
        className="vd-report-dialog"
        aria-labelledby={`report-title-${vehicleId}`}
      >
        {sent ? (
          <div className="stack">
            <h2 id={`report-title-${vehicleId}`} className="section-title">
              {t('report.title')}
            </h2>
            <p className="alert alert-success" role="status">
              {t(sent === 'already' ? 'report.already' : 'report.thanks')}
            </p>
            <button type="button" className="btn btn-primary" onClick={close} autoFocus>
              {t('report.close')}
            </button>
          </div>
        ) : opened ? (
          <form.Component
            vehicleId={vehicleId}
            ads={ads}
            onCancel={close}
            onSent={(result) => {
              rememberReported(vehicleId);
              setSent(result);
            }}
          />
        ) : null}
      </ModalDialog>
    </section>
  );
}
