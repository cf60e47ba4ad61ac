import { useRef, useState, type FormEvent } from 'react';
import { Check } from '@/components/ui/check';
import { Field, Fieldset } from '@/components/ui/field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useBrowserValue } from '@/hooks/use-hydrated';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { usePageData } from '@/lib/page-data';
import { ApiError } from '@/lib/api/api-client';
import {
  REPORT_NOTE_MAX,
  reportReasons,
  reportVehicle,
  type ReportReason,
} from '@/lib/api/report-api';
import { hasReported, rememberReported } from '@/lib/reported-ads';

type Sent = 'thanks' | 'already';

const failureOf = (error: unknown): TranslationKey =>
  error instanceof ApiError && error.code === 'rate_limited'
    ? 'report.tooMany'
    : error instanceof ApiError && error.code === 'not_found'
      ? 'report.notListed'
      : 'report.failed';

/**
 * "Report this ad": a dialog with a reason and an optional note, sent to the
 * moderators. Only where a marketplace server is (a static host has no one to tell); one
 * report per ad from this browser (the server also keeps one per address).
 */
export function VehicleReport({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  // A page the server rendered has its button in the HTML, so nothing moves when the app starts.
  const served = useBrowserValue(hasServer, usePageData().origin !== undefined);
  const reportedBefore = useBrowserValue(() => hasReported(vehicleId), false);
  const status = useRef<HTMLParagraphElement>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [isOpen, setOpen] = useState(false);
  if (!served) return null;

  const done = sent ?? (reportedBefore ? 'already' : null);
  const open = () => setOpen(true);
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
        ) : (
          <ReportForm
            vehicleId={vehicleId}
            onCancel={close}
            onSent={(result) => {
              rememberReported(vehicleId);
              setSent(result);
            }}
          />
        )}
      </ModalDialog>
    </section>
  );
}

function ReportForm({
  vehicleId,
  onCancel,
  onSent,
}: {
  vehicleId: string;
  onCancel: () => void;
  onSent: (result: Sent) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<TranslationKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('report.chooseReason');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { duplicate } = await reportVehicle(vehicleId, reason, note.trim());
      onSent(duplicate ? 'already' : 'thanks');
    } catch (failure) {
      console.error('[report] could not send the report', failure);
      setError(failureOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`report-title-${vehicleId}`} className="section-title">
        {t('report.title')}
      </h2>
      <p>{t('report.intro')}</p>
      <Fieldset legend={t('report.reason')} className="vd-report-reasons">
        {reportReasons.map((value) => (
          <Check
            key={value}
            type="radio"
            name="reason"
            value={value}
            checked={reason === value}
            onChange={() => setReason(value)}
            label={t(`report.reasons.${value}`)}
          />
        ))}
      </Fieldset>
      <Field label={t('report.note')} hint={t('report.noteHint', { max: REPORT_NOTE_MAX })}>
        {(control) => (
          <textarea
            {...control}
            className="textarea"
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            dir="auto"
          />
        )}
      </Field>
      {error ? (
        <p className="alert alert-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="cluster">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('report.sending') : t('report.send')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
