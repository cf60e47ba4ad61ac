import type { InputHTMLAttributes, Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text, search, number, tel or url input (`.input`); takes `register()` props as they are. */
export function Input({ className, type = 'text', ...props }: Props) {
  return <input type={type} {...props} className={className ? `input ${className}` : 'input'} />;
}
