import { useId, type ReactNode, type Ref } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { Check } from '@/components/ui/check';
import { Fieldset } from '@/components/ui/field';
import { useTranslation } from '@/i18n/use-translation';
import { GALLERY_URLS_MAX_CHARS, limitVars, type PostAdFormValues } from '../post-ad-schema';
import { DescriptionField } from './description-field';
import { PhotoPicker } from './photo-picker';
import type { PostAdFields } from './post-ad-fields';
import type { usePhotoList } from './use-photo-list';

type Register = UseFormRegister<PostAdFormValues>;
type PhotoList = ReturnType<typeof usePhotoList>;

export function VehicleSection({ fields, register }: { fields: PostAdFields; register: Register }) {
  const { t } = useTranslation();
  const { inputField, selectField } = fields;
  return (
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
  );
}

export function DetailsSection({
  fields,
  register,
  control,
  onNegotiable,
}: {
  fields: PostAdFields;
  register: Register;
  control: Control<PostAdFormValues>;
  /** Ticking Negotiable empties the price. */
  onNegotiable: () => void;
}) {
  const { t } = useTranslation();
  const { field, inputField, selectField } = fields;
  return (
    <fieldset className="post-ad-section">
      <legend className="section-title">{t('postAd.sections.details')}</legend>
      <div className="post-ad-grid">
        <div className="post-ad-price">
          {inputField('price')}
          <Check
            label={t('postAd.fields.negotiable')}
            {...register('negotiable', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) onNegotiable();
              },
            })}
          />
        </div>
        {inputField('mileageKm')}
        {inputField('engineCapacityCc')}
        {selectField('transmission')}
        {selectField('fuelType')}
        {inputField('color')}
        {field('description', { hint: 'postAd.fields.descriptionHint', wide: true }, (props) => (
          <DescriptionField control={control} controlProps={props} {...register('description')} />
        ))}
      </div>
    </fieldset>
  );
}

export function ContactSection({
  fields,
  showPhone,
}: {
  fields: PostAdFields;
  /** "Show my number" (the marketplace server only). */
  showPhone?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="post-ad-section">
      <legend className="section-title">{t('postAd.sections.contact')}</legend>
      <div className="post-ad-grid">
        {fields.inputField('location')}
        {fields.inputField('phone')}
        {showPhone}
      </div>
    </fieldset>
  );
}

/** "Show my number on the ad": on by default; off, buyers can only message the seller. */
export function ShowPhoneChoice({ ref }: { ref: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="field post-ad-wide">
      <Check
        ref={ref}
        name="showPhone"
        defaultChecked
        aria-describedby={hintId}
        label={t('postAd.manageContact.showPhone')}
      />
      <p className="hint" id={hintId}>
        {t('postAd.item.showPhoneHint')}
      </p>
    </div>
  );
}

/** The photo pickers (the vehicle limits) with the two web-address fields of the kind's form. */
export function PhotosSection({
  heroUrl,
  galleryUrls,
  hero,
  gallery,
  room,
  formError,
  disabled,
  onMakeMain,
}: {
  /** The main photo's web address field, and the further photos' addresses (each form's own). */
  heroUrl: ReactNode;
  galleryUrls: ReactNode;
  hero: PhotoList;
  gallery: PhotoList;
  /** About how many more ads with photos this browser can keep (null: unknown). */
  room: number | null;
  formError: string | null;
  disabled: boolean;
  onMakeMain: (key: string) => void;
}) {
  const { t } = useTranslation();
  const vars = limitVars();
  return (
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
          disabled={disabled}
        />
        {heroUrl}
        <PhotoPicker
          label={t('postAd.fields.galleryUpload')}
          hint={t('postAd.fields.galleryUploadHint', vars)}
          multiple
          list={gallery}
          error={formError === 'postAd.errors.galleryRead' ? t(formError) : undefined}
          disabled={disabled}
          onMakeMain={onMakeMain}
        />
        {galleryUrls}
      </div>
    </fieldset>
  );
}

/** The vehicle form's two photo web-address fields. */
export function vehiclePhotoUrlFields(fields: PostAdFields, register: Register) {
  return {
    heroUrl: fields.inputField('heroUrl'),
    galleryUrls: fields.field(
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
    ),
  };
}
