import type { InputHTMLAttributes } from 'react';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import type { TranslationKey } from '@/i18n/catalog';
import type { I18nContextValue } from '@/i18n/i18n-context';
import { fuelTypes, transmissions, type PostAdFormValues } from '../post-ad-schema';

const L = VEHICLE_LIMITS;

const transmissionLabels = {
  Manual: 'postAd.options.manual',
  Automatic: 'postAd.options.automatic',
  'Semi-automatic': 'postAd.options.semiAutomatic',
} as const satisfies Record<(typeof transmissions)[number], TranslationKey>;

const fuelLabels = {
  Petrol: 'postAd.options.petrol',
  Electric: 'postAd.options.electric',
  Hybrid: 'postAd.options.hybrid',
  Diesel: 'postAd.options.diesel',
} as const satisfies Record<(typeof fuelTypes)[number], TranslationKey>;

export type InputName = Exclude<
  keyof PostAdFormValues,
  SelectName | TextareaName | 'condition' | 'negotiable'
>;
export type SelectName = 'type' | 'transmission' | 'fuelType';
export type TextareaName = 'galleryUrls' | 'description';
export type FieldSpec = { hint?: TranslationKey; required?: boolean; wide?: boolean };
export type InputSpec = FieldSpec & { input: InputHTMLAttributes<HTMLInputElement> };
export type SelectSpec = FieldSpec & {
  choose?: boolean;
  options: { value: string; label: string }[];
};

/** What each field of the post form shows and accepts: hint, flags and its input's attributes. */
export function fieldSpecs(t: I18nContextValue['t'], maxYear: number, negotiable: boolean) {
  const numberInput = { type: 'number', inputMode: 'numeric' } as const;
  const yearInput = { ...numberInput, min: L.minYear, max: maxYear, step: 1 };
  // One field per line: hint, flags and the input's own attributes.
  // prettier-ignore
  const inputs: Record<InputName, InputSpec> = {
    make: { hint: 'postAd.fields.makeHint', required: true, input: { maxLength: L.makeMax, autoComplete: 'off' } },
    model: { hint: 'postAd.fields.modelHint', required: true, input: { maxLength: L.modelMax, autoComplete: 'off' } },
    year: { hint: 'postAd.fields.yearHint', required: true, input: yearInput },
    registerYear: { hint: 'postAd.fields.registerYearHint', input: yearInput },
    title: { hint: 'postAd.fields.titleHint', wide: true, input: { maxLength: L.titleMax } },
    price: { hint: 'postAd.fields.priceHint', input: { inputMode: 'numeric', maxLength: 20, disabled: negotiable } },
    mileageKm: { hint: 'postAd.fields.mileageHint', input: { inputMode: 'numeric', maxLength: 20 } },
    engineCapacityCc: { hint: 'postAd.fields.engineHint', input: { ...numberInput, min: 0, max: L.maxEngineCc, step: 1 } },
    color: { hint: 'postAd.fields.colorHint', input: { maxLength: L.shortTextMax } },
    location: { hint: 'postAd.fields.locationHint', required: true, input: { maxLength: L.locationMax, autoComplete: 'address-level2' } },
    phone: { hint: 'postAd.fields.phoneHint', required: true, input: { type: 'tel', inputMode: 'tel', maxLength: L.phoneMax, autoComplete: 'tel' } },
    heroUrl: { hint: 'postAd.fields.heroUrlHint', wide: true, input: { type: 'url', inputMode: 'url', maxLength: L.urlMax, placeholder: 'https://' } },
  };
  // prettier-ignore
  const selects: Record<SelectName, SelectSpec> = {
    type: { required: true, options: vehicleTypes.map((value) => ({ value, label: t(`common.categories.${value}`) })) },
    transmission: { choose: true, options: transmissions.map((value) => ({ value, label: t(transmissionLabels[value]) })) },
    fuelType: { choose: true, options: fuelTypes.map((value) => ({ value, label: t(fuelLabels[value]) })) },
  };
  return { inputs, selects };
}
