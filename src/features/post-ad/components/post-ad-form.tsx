import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formValuesFromVehicle, photosOfVehicle } from '@/domain/vehicles/edit-vehicle';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { EditHeld } from '@/lib/api/publish-api';
import { useBrowserValue, useHydrated } from '@/hooks/use-hydrated';
import { hasServer } from '@/lib/api/api-base';
import { useTranslation } from '@/i18n/use-translation';
import { roomForAdsWithPhotos } from '@/lib/storage';
import { clearDraft, loadDraft } from '../lib/draft-storage';
import { postAdDefaults, getPostAdFormSchema, type PostAdFormValues } from '../post-ad-schema';
import { usePostAdFields } from './post-ad-fields';
import {
  ContactSection,
  DetailsSection,
  PhotosSection,
  ShowPhoneChoice,
  VehicleSection,
  vehiclePhotoUrlFields,
} from './post-ad-sections';
import { useDraftAutosave } from './use-draft-autosave';
import { usePhotoList } from './use-photo-list';
import { usePostVehicle } from './use-post-vehicle';

const L = VEHICLE_LIMITS;

export type EditTarget = { id: string; token: string; vehicle: Vehicle; version?: number };

/** With `edit` it changes a published ad: no draft (the ad itself is what changes). */
export function PostAdForm({
  onPosted,
  onQueued,
  edit,
}: {
  onPosted: (vehicle: Vehicle, held?: EditHeld) => void;
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
  const [restored, setRestored] = useState(false);
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
  /** Once the note with the button is gone. */
  const [cleared, setCleared] = useState(0);
  useEffect(() => {
    if (cleared > 0) setFocus('type');
  }, [cleared, setFocus]);

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
  // "Show my number": a marketplace setting, beside the form's values (the static site has none).
  const served = useBrowserValue(hasServer, false);
  const showPhone = useRef<HTMLInputElement>(null);
  const { post, posting, formError, errorFile, busy } = usePostVehicle({
    hero,
    gallery,
    setError,
    cancelDraftSave,
    onPosted,
    honeypot: () => website.current?.value ?? '',
    showPhone: () => showPhone.current?.checked ?? true,
    onQueued,
    edit,
  });

  const fields = usePostAdFields({ register, errors, negotiable });

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
      {/* Spam trap: off screen, out of the tab order and hidden from screen readers,
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
        <VehicleSection fields={fields} register={register} />
        <DetailsSection
          fields={fields}
          register={register}
          control={control}
          onNegotiable={() => {
            setValue('price', '', { shouldDirty: true });
            clearErrors('price');
          }}
        />
        <ContactSection
          fields={fields}
          showPhone={served && !editing ? <ShowPhoneChoice ref={showPhone} /> : null}
        />
        <PhotosSection
          {...vehiclePhotoUrlFields(fields, register)}
          hero={hero}
          gallery={gallery}
          room={room}
          formError={formError}
          disabled={submitting}
          onMakeMain={makeMain}
        />
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
