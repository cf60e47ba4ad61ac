import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Field } from '@/components/ui/field';
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
  const statusId = useId();
  const message = list.rejected
    ? t('postAd.photos.notImage')
    : list.leftOut > 0
      ? t('postAd.photos.tooMany', { max: list.max, n: list.leftOut })
      : error;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    list.add(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  return (
    <Field label={label} hint={hint} error={message} className="post-ad-wide">
      {(control) => (
        <>
          {/* The native input stays (focusable, labelled, keyboard and touch friendly) but is
              see-through over our own text: the browser's "Choose File" is never translated. */}
          <div className="post-ad-file">
            <input
              {...control}
              // What was chosen, read out on focus (the browser's own "No file chosen" is not
              // updated: the input is emptied after each choice so a photo can be chosen again).
              aria-describedby={[statusId, control['aria-describedby']].filter(Boolean).join(' ')}
              className="post-ad-file-input"
              type="file"
              accept="image/*"
              multiple={multiple}
              disabled={disabled}
              onChange={onChange}
            />
            <span className="btn btn-secondary btn-sm post-ad-file-button" aria-hidden="true">
              {multiple ? t('postAd.photos.chooseMany') : t('postAd.photos.choose')}
            </span>
            <span id={statusId} className="post-ad-file-status" aria-live="polite">
              {list.photos.length === 0
                ? t('postAd.photos.none')
                : t('postAd.photos.chosen', { n: list.photos.length })}
            </span>
          </div>
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
