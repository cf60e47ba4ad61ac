import { useState, type FormEvent } from 'react';
import { Check } from '@/components/ui/check';
import { Field, Fieldset } from '@/components/ui/field';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api/api-client';
import {
  REPORT_NOTE_MAX,
  reportReasons,
  reportVehicle,
  type ReportedAds,
  type ReportReason,
} from '@/lib/api/report-api';

export type Sent = 'thanks' | 'already';

const failureOf = (error: unknown): TranslationKey =>
  error instanceof ApiError && error.code === 'rate_limited'
    ? 'report.tooMany'
    : error instanceof ApiError && error.code === 'not_found'
      ? 'report.notListed'
      : 'report.failed';

export type ReportFormProps = {
  vehicleId: string;
  /** A part or gear ad is reported to `/items` (vehicles by default). */
  ads?: ReportedAds;
  onCancel: () => void;
  onSent: (result: Sent) => void;
};

/** The report's reason and note; loaded when the visitor first opens the dialog. */
export default function ReportForm({ vehicleId, ads, onCancel, onSent }: ReportFormProps) {
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
      const { duplicate } = await reportVehicle(vehicleId, reason, note.trim(), ads);
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
