import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
  /** Extra class for the label that wraps the box and its text. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox (or radio button) inside its own label (`.check`), so the text is clickable too. */
export function Check({ type = 'checkbox', label, className, ...input }: Props) {
  return (
    <label className={className ? `check ${className}` : 'check'}>
      <input type={type} {...input} />
      {label}
    </label>
  );
}
