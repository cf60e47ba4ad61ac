import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { parseVehicle, type Vehicle } from '@/domain/vehicles/vehicle-schema';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { useAdStore } from '@/lib/ad-store';
import { StorageWriteError } from '@/lib/storage';
import { buildVehicleFromForm, type UploadedImages } from '@/domain/vehicles/build-vehicle';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft-storage';
import { splitImageUrls } from '@/domain/vehicles/form-values';
import {
  fuelTypes,
  GALLERY_URLS_MAX_CHARS,
  limitVars,
  getPostAdFormSchema,
  transmissions,
  type PostAdFormValues,
} from '../post-ad-schema';
import { Field, type ControlProps } from './field';
import { PhotoPicker } from './photo-picker';
import { usePhotoList } from './use-photo-list';

const L = VEHICLE_LIMITS;
const DRAFT_DELAY_MS = 400;
/** Keeps "Posting…" on screen long enough to be seen (and announced) even for a tiny ad. */
const MIN_POSTING_MS = 350;

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

type InputName = Exclude<keyof PostAdFormValues, SelectName | 'condition' | 'negotiable'>;
type SelectName = 'type' | 'transmission' | 'fuelType';
type FieldSpec = { hint?: TranslationKey; required?: boolean; wide?: boolean };
type InputSpec = FieldSpec & { input: InputHTMLAttributes<HTMLInputElement> };
type SelectSpec = FieldSpec & { choose?: boolean; options: { value: string; label: string }[] };

class PhotoReadError extends Error {
  constructor(
    readonly which: 'hero' | 'gallery',
    cause: unknown,
  ) {
    super(`Could not read the ${which} photo(s)`, { cause });
  }
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The Post Your Vehicle form (SPEC §5): editing → submitting → onPosted, or an error message. */
export function PostAdForm({ onPosted }: { onPosted: (vehicle: Vehicle) => void }) {
  const { t } = useTranslation();
  const { addVehicle } = useAdStore();
  const [defaultValues] = useState(loadDraft);
  const hero = usePhotoList(1);
  const gallery = usePhotoList(L.galleryMax);
  const [formError, setFormError] = useState<TranslationKey | null>(null);
  const busy = useRef(false);
  // Valid and being posted (isSubmitting also covers validation).
  const [posting, setPosting] = useState(false);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    clearErrors,
    subscribe,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PostAdFormValues>({
    resolver: zodResolver(getPostAdFormSchema()),
    defaultValues,
    shouldFocusError: true,
  });
  const negotiable = useWatch({ control, name: 'negotiable' });

  // The draft (text fields only, never photos) is saved shortly after each change.
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(draftTimer.current);
        draftTimer.current = setTimeout(() => {
          draftTimer.current = undefined;
          saveDraft(getValues());
        }, DRAFT_DELAY_MS);
      },
    });
    // Leaving the page (reload, closing the tab, switching app) saves at once what was typed.
    const flush = () => {
      if (draftTimer.current === undefined) return;
      clearTimeout(draftTimer.current);
      draftTimer.current = undefined;
      saveDraft(getValues());
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [subscribe, getValues]);

  const vars = limitVars();
  const errorText = (name: keyof PostAdFormValues) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return message.startsWith('postAd.errors.')
      ? t(message as TranslationKey, vars)
      : t('postAd.errors.generic');
  };

  const numberInput = { type: 'number', inputMode: 'numeric' } as const;
  const yearInput = { ...numberInput, min: L.minYear, max: vars.maxYear, step: 1 };
  // One field per line: hint, flags and the input's own attributes.
  // prettier-ignore
  const inputs: Record<Exclude<InputName, 'galleryUrls'>, InputSpec> = {
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

  /** Label, hint, error and aria wiring come from `Field`; the control from the spec. */
  function field(
    name: InputName | SelectName,
    spec: FieldSpec,
    control: (props: ControlProps) => ReactNode,
  ) {
    return (
      <Field
        label={t(`postAd.fields.${name}`)}
        hint={spec.hint ? t(spec.hint, vars) : undefined}
        error={errorText(name)}
        required={spec.required}
        className={spec.wide ? 'post-ad-wide' : undefined}
      >
        {control}
      </Field>
    );
  }

  function inputField(name: Exclude<InputName, 'galleryUrls'>) {
    return field(name, inputs[name], (props) => (
      <input {...props} className="input" {...inputs[name].input} {...register(name)} />
    ));
  }

  function selectField(name: SelectName) {
    const { choose, options } = selects[name];
    return field(name, selects[name], (props) => (
      <select {...props} className="select" {...register(name)}>
        {choose ? <option value="">{t('postAd.options.choose')}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));
  }

  async function readPhotos(): Promise<UploadedImages> {
    let heroUrl: string | null = null;
    try {
      heroUrl = hero.photos[0] ? await hero.photos[0].dataUrl : null;
    } catch (error) {
      throw new PhotoReadError('hero', error);
    }
    try {
      return { hero: heroUrl, gallery: await Promise.all(gallery.photos.map((p) => p.dataUrl)) };
    } catch (error) {
      throw new PhotoReadError('gallery', error);
    }
  }

  async function post(values: PostAdFormValues) {
    if (busy.current) return;
    const urlCount = splitImageUrls(values.galleryUrls).length;
    if (gallery.photos.length + urlCount > L.galleryMax) {
      setError('galleryUrls', { message: 'postAd.errors.galleryTooMany' }, { shouldFocus: true });
      return;
    }
    busy.current = true;
    setPosting(true);
    setFormError(null);
    try {
      const [images] = await Promise.all([readPhotos(), wait(MIN_POSTING_MS)]);
      const ad = buildVehicleFromForm(values, images, new Date(), Math.random);
      addVehicle(ad);
      const vehicle = parseVehicle(ad);
      if (!vehicle) throw new TypeError('The stored ad does not parse');
      clearTimeout(draftTimer.current);
      draftTimer.current = undefined;
      clearDraft();
      onPosted(vehicle);
    } catch (error) {
      console.error('[post-ad] posting failed', error);
      if (error instanceof PhotoReadError) {
        setFormError(
          error.which === 'hero' ? 'postAd.errors.heroRead' : 'postAd.errors.galleryRead',
        );
      } else if (error instanceof StorageWriteError) {
        setFormError(
          error.reason === 'quota'
            ? 'postAd.errors.storageFull'
            : 'postAd.errors.storageUnavailable',
        );
      } else {
        setFormError('postAd.errors.generic');
      }
    } finally {
      busy.current = false;
      setPosting(false);
    }
  }

  const submitting = isSubmitting;
  const hasFieldErrors = submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <form
      className="post-ad-form"
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => {
        if (busy.current) {
          event.preventDefault();
          return;
        }
        void handleSubmit(post)(event);
      }}
    >
      <p className="muted">{t('postAd.requiredNote')}</p>

      {/* Locked while posting (not while validating, so an invalid field can take focus): an
          edit made then would be neither posted nor kept. */}
      <fieldset className="post-ad-fields" disabled={posting}>
        <fieldset className="post-ad-section">
          <legend className="section-title">{t('postAd.sections.vehicle')}</legend>
          <div className="post-ad-grid">
            {selectField('type')}
            <fieldset className="field post-ad-radios">
              <legend className="label">{t('postAd.fields.condition')}</legend>
              <div className="cluster">
                <label className="check">
                  <input type="radio" value="Used" {...register('condition')} />
                  {t('postAd.options.used')}
                </label>
                <label className="check">
                  <input type="radio" value="New" {...register('condition')} />
                  {t('postAd.options.new')}
                </label>
              </div>
            </fieldset>
            {inputField('make')}
            {inputField('model')}
            {inputField('year')}
            {inputField('registerYear')}
            {inputField('title')}
          </div>
        </fieldset>

        <fieldset className="post-ad-section">
          <legend className="section-title">{t('postAd.sections.details')}</legend>
          <div className="post-ad-grid">
            <div className="post-ad-price">
              {inputField('price')}
              <label className="check">
                <input
                  type="checkbox"
                  {...register('negotiable', {
                    onChange: (event: { target: { checked: boolean } }) => {
                      if (!event.target.checked) return;
                      setValue('price', '', { shouldDirty: true });
                      clearErrors('price');
                    },
                  })}
                />
                {t('postAd.fields.negotiable')}
              </label>
            </div>
            {inputField('mileageKm')}
            {inputField('engineCapacityCc')}
            {selectField('transmission')}
            {selectField('fuelType')}
            {inputField('color')}
          </div>
        </fieldset>

        <fieldset className="post-ad-section">
          <legend className="section-title">{t('postAd.sections.contact')}</legend>
          <div className="post-ad-grid">
            {inputField('location')}
            {inputField('phone')}
          </div>
        </fieldset>

        <fieldset className="post-ad-section">
          <legend className="section-title">{t('postAd.sections.photos')}</legend>
          <div className="post-ad-grid">
            <PhotoPicker
              label={t('postAd.fields.heroUpload')}
              hint={t('postAd.fields.heroUploadHint')}
              multiple={false}
              list={hero}
              error={formError === 'postAd.errors.heroRead' ? t(formError) : undefined}
              disabled={submitting}
            />
            {inputField('heroUrl')}
            <PhotoPicker
              label={t('postAd.fields.galleryUpload')}
              hint={t('postAd.fields.galleryUploadHint', vars)}
              multiple
              list={gallery}
              error={formError === 'postAd.errors.galleryRead' ? t(formError) : undefined}
              disabled={submitting}
            />
            {field(
              'galleryUrls',
              { hint: 'postAd.fields.galleryUrlsHint', wide: true },
              (props) => (
                <textarea
                  {...props}
                  className="textarea"
                  rows={3}
                  maxLength={GALLERY_URLS_MAX_CHARS}
                  {...register('galleryUrls')}
                />
              ),
            )}
          </div>
        </fieldset>
      </fieldset>

      <div className="post-ad-actions">
        {formError ? (
          <p className="alert alert-error" role="alert">
            {t(formError)}
          </p>
        ) : null}
        {hasFieldErrors ? <p className="error-text">{t('postAd.errors.summary')}</p> : null}
        <button type="submit" className="btn btn-primary post-ad-submit" disabled={submitting}>
          {submitting ? t('postAd.posting') : t('postAd.submit')}
        </button>
      </div>
    </form>
  );
}
