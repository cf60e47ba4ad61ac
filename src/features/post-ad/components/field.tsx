import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
};

type Props = {
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** Label, hint and error for one control, linked by id, aria-describedby and aria-invalid. */
export function Field({ label, hint, error, required, className, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="label" htmlFor={id}>
        {label}
        {required ? <RequiredMark label={t('postAd.required')} /> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function RequiredMark({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="post-ad-required">
        {' *'}
      </span>
      <span className="visually-hidden"> ({label})</span>
    </>
  );
}

/** Announced when it appears (role="alert"); the region stays empty when there is no error. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="error-text" id={id} role="alert">
      {message}
    </p>
  );
}
