import type { InputHTMLAttributes, Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = 'text', ...props }: Props) {
  return <input type={type} {...props} className={className ? `input ${className}` : 'input'} />;
}
