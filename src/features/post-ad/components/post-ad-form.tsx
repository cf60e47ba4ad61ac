import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Check } from '@/components/ui/check';
import { Field, Fieldset, type ControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formValuesFromVehicle, photosOfVehicle } from '@/domain/vehicles/edit-vehicle';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTranslation } from '@/i18n/use-translation';
import { roomForAdsWithPhotos } from '@/lib/storage';
import { clearDraft, loadDraft } from '../lib/draft-storage';
import {
  GALLERY_URLS_MAX_CHARS,
  limitVars,
  postAdDefaults,
  getPostAdFormSchema,
  type PostAdFormValues,
} from '../post-ad-schema';
import { PhotoPicker } from './photo-picker';
import {
  fieldSpecs,
  type FieldSpec,
  type InputName,
  type SelectName,
  type TextareaName,
} from './post-ad-field-specs';
import { DescriptionField } from './description-field';
import { useDraftAutosave } from './use-draft-autosave';
import { usePhotoList } from './use-photo-list';
import { usePostVehicle } from './use-post-vehicle';

const L = VEHICLE_LIMITS;

/** A published ad its owner edits with the manage token (issue 16). */
export type EditTarget = { id: string; token: string; vehicle: Vehicle; version?: number };

/**
 * The Post Your Vehicle form (SPEC §5): editing → submitting → onPosted, or an error message.
 * With `edit`, the same form changes a published ad: filled in with it, its photos kept, and no
 * draft (the ad itself is what is being changed).
 */
export function PostAdForm({
  onPosted,
  onQueued,
  edit,
}: {
  onPosted: (vehicle: Vehicle) => void;
  /** Posted offline: the ad waits in the outbox (issue 16). */
  onQueued?: () => void;
  edit?: EditTarget;
}) {
  const { t } = useTranslation();
  const live = useHydrated();
  const editing = edit !== undefined;
  const [start] = useState(() =>
    edit
      ? { values: formValuesFromVehicle(edit.vehicle), photos: photosOfVehicle(edit.vehicle) }
      : { values: postAdDefaults, photos: { hero: null, gallery: [] } },
  );
  const hero = usePhotoList(1, start.photos.hero ? [start.photos.hero] : []);
  const gallery = usePhotoList(L.galleryMax, start.photos.gallery);
  const {
    register,
    reset,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    clearErrors,
    subscribe,
    trigger,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PostAdFormValues>({
    resolver: zodResolver(getPostAdFormSchema()),
    // The prerendered form is empty: the draft comes after, so hydration matches the HTML.
    defaultValues: start.values,
    shouldFocusError: true,
  });
  /** A draft from last time was put back: say so, and offer to start afresh. */
  const [restored, setRestored] = useState(false);
  /** About how many more ads with photos this browser can keep (null: unknown). */
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    // Storage is read once the page is live, so the prerendered form matches the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRoom(roomForAdsWithPhotos());
    if (editing) return;
    const draft = loadDraft();
    if (draft === postAdDefaults) return;
    reset(draft);
    const typed = (Object.keys(draft) as (keyof PostAdFormValues)[]).filter(
      (name) => typeof draft[name] === 'string' && draft[name] !== postAdDefaults[name],
    );
    if (typed.length === 0) return;
    setRestored(true);
    // What was typed last time is checked now, not only at Post (empty fields stay quiet).
    void trigger(typed);
  }, [reset, trigger, editing]);

  function clearForm() {
    reset(postAdDefaults);
    clearDraft();
    hero.reset();
    gallery.reset();
    setRestored(false);
    setCleared((count) => count + 1);
  }
  /** After Clear form, the first field has focus (once the note with the button is gone). */
  const [cleared, setCleared] = useState(0);
  useEffect(() => {
    if (cleared > 0) setFocus('type');
  }, [cleared, setFocus]);

  /** A gallery photo becomes the main photo; the main photo takes its place in the gallery. */
  function makeMain(key: string) {
    const index = gallery.photos.findIndex((photo) => photo.key === key);
    const photo = gallery.take(key);
    if (!photo) return;
    const previous = hero.put(photo);
    if (previous) gallery.put(previous, index);
  }
  const preparing = hero.preparing + gallery.preparing;
  const chosen = hero.photos.length + gallery.photos.length;
  const negotiable = useWatch({ control, name: 'negotiable' });
  const cancelDraftSave = useDraftAutosave({ subscribe, getValues, enabled: !editing });
  const website = useRef<HTMLInputElement>(null);
  const { post, posting, formError, errorFile, busy } = usePostVehicle({
    hero,
    gallery,
    setError,
    cancelDraftSave,
    onPosted,
    honeypot: () => website.current?.value ?? '',
    onQueued,
    edit,
  });

  const vars = limitVars();
  const errorText = (name: keyof PostAdFormValues) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return message.startsWith('postAd.errors.')
      ? t(message as TranslationKey, vars)
      : t('postAd.errors.generic');
  };

  const { inputs, selects } = fieldSpecs(t, vars.maxYear, negotiable);

  /** Label, hint, error and aria wiring come from `Field`; the control from the spec. */
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
      {/* Spam trap (issue 16): off screen, out of the tab order and hidden from screen readers,
          so only bots that fill in every field fill it in; the server refuses their posts. */}
      <div className="post-ad-trap" aria-hidden="true">
        <input ref={website} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {restored ? (
        <div className="alert post-ad-restored" role="status">
          <p>{t('postAd.draft.restored')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={clearForm}>
            {t('postAd.draft.clear')}
          </button>
        </div>
      ) : null}

      {/* Locked while posting (not while validating, so an invalid field can take focus): an
          edit made then would be neither posted nor kept. */}
      <fieldset className="post-ad-fields" disabled={posting}>
        <fieldset className="post-ad-section">
          <legend className="section-title">{t('postAd.sections.vehicle')}</legend>
          <div className="post-ad-grid">
            {selectField('type')}
            <Fieldset legend={t('postAd.fields.condition')} className="field post-ad-radios">
              <div className="cluster">
                <Check
                  type="radio"
                  value="Used"
                  label={t('postAd.options.used')}
                  {...register('condition')}
                />
                <Check
                  type="radio"
                  value="New"
                  label={t('postAd.options.new')}
                  {...register('condition')}
                />
              </div>
            </Fieldset>
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
              <Check
                label={t('postAd.fields.negotiable')}
                {...register('negotiable', {
                  onChange: (event: { target: { checked: boolean } }) => {
                    if (!event.target.checked) return;
                    setValue('price', '', { shouldDirty: true });
                    clearErrors('price');
                  },
                })}
              />
            </div>
            {inputField('mileageKm')}
            {inputField('engineCapacityCc')}
            {selectField('transmission')}
            {selectField('fuelType')}
            {inputField('color')}
            {field(
              'description',
              { hint: 'postAd.fields.descriptionHint', wide: true },
              (props) => (
                <DescriptionField
                  control={control}
                  controlProps={props}
                  {...register('description')}
                />
              ),
            )}
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
          {room !== null && room <= 2 ? (
            <p className="alert post-ad-room">
              {room === 0 ? t('postAd.photos.roomNone') : t('postAd.photos.room', { n: room })}
            </p>
          ) : null}
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
              onMakeMain={makeMain}
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
            {t(formError, { file: errorFile })}
          </p>
        ) : null}
        {hasFieldErrors ? <p className="error-text">{t('postAd.errors.summary')}</p> : null}
        {submitting && preparing > 0 ? (
          <p className="muted" role="status">
            {t('postAd.photos.progress', { done: chosen - preparing, n: chosen })}
          </p>
        ) : null}
        {/* As plain HTML (before the app is live) the form would send its fields in a URL. */}
        <button
          type="submit"
          className="btn btn-primary post-ad-submit"
          disabled={submitting || !live}
        >
          {editing
            ? t(submitting ? 'postAd.edit.saving' : 'postAd.edit.save')
            : t(submitting ? 'postAd.posting' : 'postAd.submit')}
        </button>
      </div>
    </form>
  );
}
