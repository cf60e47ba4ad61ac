import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Check } from '@/components/ui/check';
import { getItemFormSchema, type ItemFormValues } from '@/domain/listings/item-form-schema';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { ItemKind } from '@/domain/listings/item-types';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTranslation } from '@/i18n/use-translation';
import type { ItemHeld } from '@/lib/api/items-api';
import type { EditHeld } from '@/lib/api/publish-api';
import { roomForAdsWithPhotos } from '@/lib/storage';
import { GALLERY_URLS_MAX_CHARS } from '../post-ad-schema';
import { DescriptionField } from './description-field';
import { emptyFit, itemDefaults, useItemFields, type ItemFields } from './item-fields';
import { FitmentSection, GearSection, ItemAboutSection } from './item-sections';
import { PhotosSection, ShowPhoneChoice } from './post-ad-sections';
import { usePhotoList } from './use-photo-list';
import { usePostItem } from './use-post-item';

const L = VEHICLE_LIMITS;

export type ItemEditTarget = {
  id: string;
  token: string;
  values: ItemFields;
  photos: { hero: string | null; gallery: string[] };
  version?: number;
};

/**
 * The post form of a spare part or riding gear (the marketplace server only): the shared fields,
 * then the kind's own, checked by the shared schema; with `edit` it changes a published ad.
 */
export function ItemForm({
  kind,
  onPosted,
  onQueued,
  edit,
}: {
  kind: ItemKind;
  onPosted: (ad: ItemAd, held: ItemHeld | EditHeld) => void;
  /** Offline, a new ad waits in the outbox (the post form's "queued" card). */
  onQueued?: () => void;
  edit?: ItemEditTarget;
}) {
  const { t } = useTranslation();
  const live = useHydrated();
  const [start] = useState(() =>
    edit
      ? { values: edit.values, photos: edit.photos }
      : { values: itemDefaults(kind), photos: { hero: null, gallery: [] as string[] } },
  );
  const hero = usePhotoList(1, start.photos.hero ? [start.photos.hero] : []);
  const gallery = usePhotoList(L.galleryMax, start.photos.gallery);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ItemFields>({
    // The schema's values are the chosen kind's share of these (checked, then sent as they are).
    resolver: zodResolver(getItemFormSchema()) as unknown as Resolver<ItemFields>,
    defaultValues: start.values,
    shouldFocusError: true,
  });
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRoom(roomForAdsWithPhotos());
  }, []);

  function makeMain(key: string) {
    const index = gallery.photos.findIndex((photo) => photo.key === key);
    const photo = gallery.take(key);
    if (!photo) return;
    const previous = hero.put(photo);
    if (previous) gallery.put(previous, index);
  }

  const negotiable = useWatch({ control, name: 'negotiable' });
  const website = useRef<HTMLInputElement>(null);
  const showPhone = useRef<HTMLInputElement>(null);
  const { post, posting, formError, errorFile, busy } = usePostItem({
    hero,
    gallery,
    setError,
    onPosted,
    onQueued,
    honeypot: () => website.current?.value ?? '',
    showPhone: () => showPhone.current?.checked ?? true,
    edit: edit && { id: edit.id, token: edit.token, version: edit.version },
  });
  const fields = useItemFields({ kind, register, errors, negotiable });
  const preparing = hero.preparing + gallery.preparing;
  const chosen = hero.photos.length + gallery.photos.length;
  const hasFieldErrors = submitCount > 0 && Object.keys(errors).length > 0;

  function onAnyBike(any: boolean) {
    // Fits any bike: no rows to check; unticked again, one empty row to fill in.
    const rows = getValues('fitment');
    if (any) setValue('fitment', []);
    else if (rows.length === 0) setValue('fitment', [emptyFit]);
    clearErrors('fitment');
  }

  return (
    <form
      className="post-ad-form"
      noValidate
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        if (busy.current) {
          event.preventDefault();
          return;
        }
        void handleSubmit((values) => post(values as unknown as ItemFormValues))(event);
      }}
    >
      <p className="muted">{t('postAd.requiredNote')}</p>
      <div className="post-ad-trap" aria-hidden="true">
        <input ref={website} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <fieldset className="post-ad-fields" disabled={posting}>
        <ItemAboutSection kind={kind} fields={fields} register={register} errors={errors} />
        {kind === 'part' ? (
          <FitmentSection
            control={control}
            register={register}
            errors={errors}
            onAnyBike={onAnyBike}
          />
        ) : (
          <GearSection fields={fields} control={control} register={register} errors={errors} />
        )}
        <fieldset className="post-ad-section">
          <legend className="section-title">{t('postAd.sections.details')}</legend>
          <div className="post-ad-grid">
            <div className="post-ad-price">
              {fields.textField('price')}
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
            {fields.field(
              'postAd.fields.description',
              { hint: 'postAd.fields.descriptionHint', wide: true, error: errors.description },
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
            {fields.textField('location')}
            {fields.textField('phone')}
            {/* An edit leaves it to the manage page, where it is changed at any time. */}
            {edit ? null : <ShowPhoneChoice ref={showPhone} />}
          </div>
        </fieldset>
        <PhotosSection
          heroUrl={fields.textField('heroUrl')}
          galleryUrls={fields.field(
            'postAd.fields.galleryUrls',
            { hint: 'postAd.fields.galleryUrlsHint', wide: true, error: errors.galleryUrls },
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
          hero={hero}
          gallery={gallery}
          room={room}
          formError={formError}
          disabled={isSubmitting}
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
        {isSubmitting && preparing > 0 ? (
          <p className="muted" role="status">
            {t('postAd.photos.progress', { done: chosen - preparing, n: chosen })}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary post-ad-submit"
          disabled={isSubmitting || !live}
        >
          {edit
            ? t(isSubmitting ? 'postAd.edit.saving' : 'postAd.edit.save')
            : t(isSubmitting ? 'postAd.posting' : 'postAd.submit')}
        </button>
      </div>
    </form>
  );
}
