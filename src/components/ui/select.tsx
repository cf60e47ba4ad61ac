import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';

export type Option<V extends string = string> = { value: V; label: string };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  options: readonly Option[];
  ref?: Ref<HTMLSelectElement>;
};

export function Select({ options, className, ...props }: SelectProps) {
  return (
    <select {...props} className={className ? `select ${className}` : 'select'}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  className?: string;
};

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SelectFieldProps<V>) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <Select
          {...control}
          value={value}
          options={options}
          // The browser only ever picks one of the options given, so the value is a V.
          onChange={(event) => onChange(event.target.value as V)}
        />
      )}
    </Field>
  );
}
