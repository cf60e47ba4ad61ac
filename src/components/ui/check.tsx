import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Check({ type = 'checkbox', label, className, ...input }: Props) {
  return (
    <label className={className ? `check ${className}` : 'check'}>
      <input type={type} {...input} />
      {label}
    </label>
  );
}
