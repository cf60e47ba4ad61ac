import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, type ControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { limitVars, type PostAdFormValues } from '../post-ad-schema';
import {
  fieldSpecs,
  type FieldSpec,
  type InputName,
  type SelectName,
  type TextareaName,
} from './post-ad-field-specs';

/**
 * The post form's field builders: each wraps its control in a `Field` with the label, hint,
 * error and aria wiring, and registers it with the form.
 */
export function usePostAdFields({
  register,
  errors,
  negotiable,
}: {
  register: UseFormRegister<PostAdFormValues>;
  errors: FieldErrors<PostAdFormValues>;
  negotiable: boolean;
}) {
  const { t } = useTranslation();
  const vars = limitVars();
  const { inputs, selects } = fieldSpecs(t, vars.maxYear, negotiable);

  const errorText = (name: keyof PostAdFormValues) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return message.startsWith('postAd.errors.')
      ? t(message as TranslationKey, vars)
      : t('postAd.errors.generic');
  };

  function field(
    name: InputName | SelectName | TextareaName,
    spec: FieldSpec,
    control: (props: ControlProps) => ReactNode,
  ) {
    return (
      <Field
        label={t(`postAd.fields.${name}`)}
        hint={spec.hint ? t(spec.hint, vars) : undefined}
        error={errorText(name)}
        requiredLabel={spec.required ? t('postAd.required') : undefined}
        className={spec.wide ? 'post-ad-wide' : undefined}
      >
        {control}
      </Field>
    );
  }

  function inputField(name: InputName) {
    return field(name, inputs[name], (props) => (
      <Input {...props} {...inputs[name].input} {...register(name)} />
    ));
  }

  function selectField(name: SelectName) {
    const { choose, options } = selects[name];
    return field(name, selects[name], (props) => (
      <Select
        {...props}
        options={choose ? [{ value: '', label: t('postAd.options.choose') }, ...options] : options}
        {...register(name)}
      />
    ));
  }

  return { field, inputField, selectField, vars };
}

export type PostAdFields = ReturnType<typeof usePostAdFields>;
