import type { ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Field } from './field';
import type { PhotoList } from './use-photo-list';

type Props = {
  label: string;
  hint: string;
  multiple: boolean;
  list: PhotoList;
  /** Already translated (e.g. "Failed to read hero image."). */
  error?: string;
  disabled?: boolean;
};

/** A native file input (images only) with thumbnails and a remove button per photo. */
export function PhotoPicker({ label, hint, multiple, list, error, disabled }: Props) {
  const { t } = useTranslation();
  const message = list.rejected ? t('postAd.photos.notImage') : error;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    list.add(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  return (
    <Field label={label} hint={hint} error={message} className="post-ad-wide">
      {(control) => (
        <>
          <input
            {...control}
            className="post-ad-file"
            type="file"
            accept="image/*"
            multiple={multiple}
            disabled={disabled}
            onChange={onChange}
          />
          {list.photos.length > 0 ? (
            <ul className="post-ad-thumbs">
              {list.photos.map((photo, index) => {
                const n = index + 1;
                return (
                  <li key={photo.key} className="post-ad-thumb">
                    <img
                      src={photo.previewUrl}
                      alt={multiple ? t('postAd.photos.alt', { n }) : t('postAd.photos.heroAlt')}
                      width={96}
                      height={72}
                      decoding="async"
                    />
                    <button
                      type="button"
                      className="btn btn-secondary btn-icon post-ad-thumb-remove"
                      aria-label={
                        multiple ? t('postAd.photos.remove', { n }) : t('postAd.photos.removeHero')
                      }
                      disabled={disabled}
                      onClick={() => list.remove(photo.key)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
