import { useId, type ReactNode } from 'react';

/** What `Field` hands its control: the id its label points at and the aria wiring. */
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
  /** Set on required fields only: a visible * and this text (e.g. "required") for screen readers. */
  requiredLabel?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * The one form field of the app: label, hint and error for one control, linked by id,
 * aria-describedby and aria-invalid. Every form (post ad, home search, the list filters) uses it.
 */
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
      {/* Announced when it appears (role="alert"); nothing is rendered while there is no error. */}
      {error ? (
        <p className="error-text" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of controls (radios, checkboxes, a min/max pair) under one visible legend. */
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
