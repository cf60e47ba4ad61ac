import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, type ControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FitmentFormValues } from '@/domain/listings/item-form-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { ItemKind } from '@/domain/listings/item-types';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { limitVars } from '../post-ad-schema';

/**
 * The part and gear form's values as react-hook-form holds them: both kinds' fields in one flat
 * shape (selects start empty, so a category or size is chosen, not assumed). The shared schema
 * (getItemFormSchema) checks them and keeps only the chosen kind's.
 */
export type ItemFields = {
  kind: ItemKind;
  category: string;
  condition: string;
  title: string;
  price: string;
  negotiable: boolean;
  brand: string;
  description: string;
  location: string;
  phone: string;
  heroUrl: string;
  galleryUrls: string;
  partNumber: string;
  fitsAnyBike: boolean;
  fitment: FitmentFormValues[];
  carriesNumber: boolean;
  papersConfirmed: boolean;
  size: string;
  helmetCm: string;
  helmetType: string;
  slsMark: string;
};

export const emptyFit: FitmentFormValues = { make: '', model: '', yearFrom: '', yearTo: '' };

export function itemDefaults(kind: ItemKind): ItemFields {
  return {
    kind,
    category: '',
    condition: 'used',
    title: '',
    price: '',
    negotiable: false,
    brand: '',
    description: '',
    location: '',
    phone: '',
    heroUrl: '',
    galleryUrls: '',
    partNumber: '',
    fitsAnyBike: false,
    fitment: kind === 'part' ? [emptyFit] : [],
    carriesNumber: false,
    papersConfirmed: false,
    size: '',
    helmetCm: '',
    helmetType: '',
    slsMark: '',
  };
}

type TextName =
  'title' | 'price' | 'brand' | 'location' | 'phone' | 'heroUrl' | 'partNumber' | 'helmetCm';

const L = VEHICLE_LIMITS;

/** The fields' labels, hints and input attributes for one kind. */
function textSpecs(kind: ItemKind, negotiable: boolean) {
  // prettier-ignore
  const specs: Record<TextName, { label: TranslationKey; hint?: TranslationKey; required?: boolean; wide?: boolean; input: InputHTMLAttributes<HTMLInputElement> }> = {
    title: { label: 'postAd.fields.title', hint: kind === 'part' ? 'postAd.item.titleHintPart' : 'postAd.item.titleHintGear', required: true, wide: true, input: { maxLength: L.titleMax } },
    brand: { label: 'postAd.item.brand', hint: kind === 'part' ? 'postAd.item.brandHintPart' : 'postAd.item.brandHintGear', required: true, input: { maxLength: 40, autoComplete: 'off' } },
    partNumber: { label: 'postAd.item.partNumber', hint: 'postAd.item.partNumberHint', input: { maxLength: 40, autoComplete: 'off' } },
    price: { label: 'postAd.fields.price', hint: 'postAd.fields.priceHint', input: { inputMode: 'numeric', maxLength: 20, disabled: negotiable } },
    location: { label: 'postAd.fields.location', hint: 'postAd.fields.locationHint', required: true, input: { maxLength: L.locationMax, autoComplete: 'address-level2' } },
    phone: { label: 'postAd.fields.phone', hint: 'postAd.fields.phoneHint', required: true, input: { type: 'tel', inputMode: 'tel', maxLength: L.phoneMax, autoComplete: 'tel' } },
    heroUrl: { label: 'postAd.fields.heroUrl', hint: 'postAd.fields.heroUrlHint', wide: true, input: { type: 'url', inputMode: 'url', maxLength: L.urlMax, placeholder: 'https://' } },
    helmetCm: { label: 'postAd.item.helmetCm', hint: 'postAd.item.helmetCmHint', input: { type: 'number', inputMode: 'numeric', min: 48, max: 66, step: 1 } },
  };
  return specs;
}

/** A field's message in the visitor's language (the schema's messages are catalogue keys). */
export function useErrorText() {
  const { t } = useTranslation();
  const vars = limitVars();
  return (error: FieldError | { message?: string } | undefined) => {
    const message = error?.message;
    if (!message) return undefined;
    return message.startsWith('postAd.errors.')
      ? t(message as TranslationKey, vars)
      : t('postAd.errors.generic');
  };
}

/** The part and gear form's field builders, like the vehicle form's (usePostAdFields). */
export function useItemFields({
  kind,
  register,
  errors,
  negotiable,
}: {
  kind: ItemKind;
  register: UseFormRegister<ItemFields>;
  errors: FieldErrors<ItemFields>;
  negotiable: boolean;
}) {
  const { t } = useTranslation();
  const vars = limitVars();
  const errorText = useErrorText();
  const specs = textSpecs(kind, negotiable);

  function field(
    label: TranslationKey,
    options: {
      error?: FieldError | { message?: string };
      hint?: TranslationKey;
      required?: boolean;
      wide?: boolean;
    },
    control: (props: ControlProps) => ReactNode,
  ) {
    return (
      <Field
        label={t(label)}
        hint={options.hint ? t(options.hint, vars) : undefined}
        error={errorText(options.error)}
        requiredLabel={options.required ? t('postAd.required') : undefined}
        className={options.wide ? 'post-ad-wide' : undefined}
      >
        {control}
      </Field>
    );
  }

  function textField(name: TextName) {
    const spec = specs[name];
    return field(spec.label, { ...spec, error: errors[name] }, (props) => (
      <Input {...props} {...spec.input} {...register(name)} />
    ));
  }

  function selectField(
    name: 'category' | 'size' | 'helmetType',
    label: TranslationKey,
    options: { value: string; label: string }[],
  ) {
    return field(label, { error: errors[name], required: true }, (props) => (
      <Select
        {...props}
        options={[{ value: '', label: t('postAd.options.choose') }, ...options]}
        {...register(name)}
      />
    ));
  }

  return { field, textField, selectField, errorText, vars };
}

export type ItemFieldBuilders = ReturnType<typeof useItemFields>;

const text = (value: number | null) => (value === null ? '' : String(value));

/** A published part or gear ad as the form's values, for its owner's edit. */
export function itemFieldsFromAd(ad: ItemAd): ItemFields {
  const base = itemDefaults(ad.kind);
  const common = {
    ...base,
    category: ad.category,
    condition: ad.condition,
    title: ad.title,
    price: text(ad.price),
    negotiable: ad.price === null,
    brand: ad.brand,
    description: ad.description ?? '',
    location: ad.location,
    phone: ad.phone,
  };
  if (ad.kind === 'part') {
    return {
      ...common,
      partNumber: ad.partNumber ?? '',
      fitsAnyBike: ad.fitsAnyBike,
      fitment: ad.fitsAnyBike
        ? []
        : ad.fitment.map((fit) => ({
            make: fit.make,
            model: fit.model,
            yearFrom: text(fit.yearFrom),
            yearTo: text(fit.yearTo),
          })),
      carriesNumber: ad.carriesNumber,
      // Confirmed when it was posted (the server asked for it then).
      papersConfirmed: ad.carriesNumber,
    };
  }
  return {
    ...common,
    size: ad.size,
    helmetCm: text(ad.helmetCm),
    helmetType: ad.helmetType ?? '',
    slsMark: ad.slsMark === null ? '' : ad.slsMark ? 'yes' : 'no',
  };
}
