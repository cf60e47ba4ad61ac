import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { vehicleTypes } from '@/config/paths';
import { parseVehicle, VEHICLE_LIMITS, type Vehicle } from '@/data/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { useAdStore } from '@/lib/ad-store';
import { StorageWriteError } from '@/lib/storage';
import { buildVehicleFromForm, type UploadedImages } from '../lib/build-vehicle';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft-storage';
import { splitImageUrls } from '../lib/form-values';
import {
  fuelTypes,
  limitVars,
  postAdFormSchema,
  transmissions,
  type PostAdFormValues,
} from '../post-ad-schema';
import { Field } from './field';
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
    resolver: zodResolver(postAdFormSchema),
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
    return () => {
      unsubscribe();
      if (draftTimer.current !== undefined) {
        clearTimeout(draftTimer.current);
        draftTimer.current = undefined;
        saveDraft(getValues());
      }
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
      } else if (error instanceof StorageWriteError && error.reason === 'quota') {
        setFormError('postAd.errors.storageFull');
      } else {
        setFormError('postAd.errors.generic');
      }
    } finally {
      busy.current = false;
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

      <fieldset className="post-ad-section">
        <legend className="section-title">{t('postAd.sections.vehicle')}</legend>
        <div className="post-ad-grid">
          <Field label={t('postAd.fields.type')} error={errorText('type')} required>
            {(props) => (
              <select {...props} className="select" {...register('type')}>
                {vehicleTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`common.categories.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
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
          <Field
            label={t('postAd.fields.make')}
            hint={t('postAd.fields.makeHint')}
            error={errorText('make')}
            required
          >
            {(props) => (
              <input
                {...props}
                className="input"
                maxLength={L.makeMax}
                autoComplete="off"
                {...register('make')}
              />
            )}
          </Field>
          <Field
            label={t('postAd.fields.model')}
            hint={t('postAd.fields.modelHint')}
            error={errorText('model')}
            required
          >
            {(props) => (
              <input
                {...props}
                className="input"
                maxLength={L.modelMax}
                autoComplete="off"
                {...register('model')}
              />
            )}
          </Field>
          <Field
            label={t('postAd.fields.year')}
            hint={t('postAd.fields.yearHint', vars)}
            error={errorText('year')}
            required
          >
            {(props) => (
              <input
                {...props}
                className="input"
                type="number"
                inputMode="numeric"
                min={L.minYear}
                max={vars.maxYear}
                step={1}
                {...register('year')}
              />
            )}
          </Field>
          <Field
            label={t('postAd.fields.registerYear')}
            hint={t('postAd.fields.registerYearHint', vars)}
            error={errorText('registerYear')}
          >
            {(props) => (
              <input
                {...props}
                className="input"
                type="number"
                inputMode="numeric"
                min={L.minYear}
                max={vars.maxYear}
                step={1}
                {...register('registerYear')}
              />
            )}
          </Field>
          <Field
            label={t('postAd.fields.title')}
            hint={t('postAd.fields.titleHint')}
            error={errorText('title')}
            className="post-ad-wide"
          >
            {(props) => (
              <input {...props} className="input" maxLength={L.titleMax} {...register('title')} />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="post-ad-section">
        <legend className="section-title">{t('postAd.sections.details')}</legend>
        <div className="post-ad-grid">
          <div className="post-ad-price">
            <Field
              label={t('postAd.fields.price')}
              hint={t('postAd.fields.priceHint', vars)}
              error={errorText('price')}
            >
              {(props) => (
                <input
                  {...props}
                  className="input"
                  inputMode="numeric"
                  maxLength={20}
                  disabled={negotiable}
                  {...register('price')}
                />
              )}
            </Field>
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
          <Field
            label={t('postAd.fields.mileageKm')}
            hint={t('postAd.fields.mileageHint')}
            error={errorText('mileageKm')}
          >
            {(props) => (
              <input
                {...props}
                className="input"
                inputMode="numeric"
                maxLength={20}
                {...register('mileageKm')}
              />
            )}
          </Field>
          <Field
            label={t('postAd.fields.engineCapacityCc')}
            hint={t('postAd.fields.engineHint')}
            error={errorText('engineCapacityCc')}
          >
            {(props) => (
              <input
                {...props}
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                max={L.maxEngineCc}
                step={1}
                {...register('engineCapacityCc')}
              />
            )}
          </Field>
          <Field label={t('postAd.fields.transmission')} error={errorText('transmission')}>
            {(props) => (
              <select {...props} className="select" {...register('transmission')}>
                <option value="">{t('postAd.options.choose')}</option>
                {transmissions.map((value) => (
                  <option key={value} value={value}>
                    {t(transmissionLabels[value])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('postAd.fields.fuelType')} error={errorText('fuelType')}>
            {(props) => (
              <select {...props} className="select" {...register('fuelType')}>
                <option value="">{t('postAd.options.choose')}</option>
                {fuelTypes.map((value) => (
                  <option key={value} value={value}>
                    {t(fuelLabels[value])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('postAd.fields.color')}
            hint={t('postAd.fields.colorHint')}
            error={errorText('color')}
          >
            {(props) => (
              <input
                {...props}
                className="input"
                maxLength={L.shortTextMax}
                {...register('color')}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="post-ad-section">
        <legend className="section-title">{t('postAd.sections.contact')}</legend>
        <div className="post-ad-grid">
          <Field
            label={t('postAd.fields.location')}
            hint={t('postAd.fields.locationHint')}
            error={errorText('location')}
            required
          >
            {(props) => (
              <input
                {...props}
                className="input"
                maxLength={L.locationMax}
                autoComplete="address-level2"
                {...register('location')}
              />
            )}
          </Field>
          <Field
            label={t('postAd.fields.phone')}
            hint={t('postAd.fields.phoneHint')}
            error={errorText('phone')}
            required
          >
            {(props) => (
              <input
                {...props}
                className="input"
                type="tel"
                inputMode="tel"
                maxLength={L.phoneMax}
                autoComplete="tel"
                {...register('phone')}
              />
            )}
          </Field>
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
          <Field
            label={t('postAd.fields.heroUrl')}
            hint={t('postAd.fields.heroUrlHint')}
            error={errorText('heroUrl')}
            className="post-ad-wide"
          >
            {(props) => (
              <input
                {...props}
                className="input"
                type="url"
                inputMode="url"
                maxLength={L.urlMax}
                placeholder="https://"
                {...register('heroUrl')}
              />
            )}
          </Field>
          <PhotoPicker
            label={t('postAd.fields.galleryUpload')}
            hint={t('postAd.fields.galleryUploadHint', vars)}
            multiple
            list={gallery}
            error={formError === 'postAd.errors.galleryRead' ? t(formError) : undefined}
            disabled={submitting}
          />
          <Field
            label={t('postAd.fields.galleryUrls')}
            hint={t('postAd.fields.galleryUrlsHint')}
            error={errorText('galleryUrls')}
            className="post-ad-wide"
          >
            {(props) => (
              <textarea
                {...props}
                className="textarea"
                rows={3}
                maxLength={(L.urlMax + 1) * L.galleryMax}
                {...register('galleryUrls')}
              />
            )}
          </Field>
        </div>
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
