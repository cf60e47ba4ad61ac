import { useId, type ReactNode } from 'react';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
};

type Props = {
  label: string;
  hint?: string;
  error?: string;
  requiredLabel?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** The one form field of the app: every form uses it. */
export function Field({ label, hint, error, requiredLabel, className, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="label" htmlFor={id}>
        {label}
        {requiredLabel ? (
          <>
            <span aria-hidden="true" className="required-mark">
              {' *'}
            </span>
            <span className="visually-hidden"> ({requiredLabel})</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        ...(requiredLabel ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="error-text" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Fieldset({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="label">{legend}</legend>
      {children}
    </fieldset>
  );
}
