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
  /** Gallery photos offer "make this the main photo" when given. */
  onMakeMain?: (key: string) => void;
};

const names = (files: readonly string[]) => files.map((name) => `“${name}”`).join(', ');

/** A native file input (images only) with thumbnails and a remove button per photo. */
export function PhotoPicker({ label, hint, multiple, list, error, disabled, onMakeMain }: Props) {
  const { t } = useTranslation();
  const statusId = useId();
  const { notImages, unreadable } = list.refused;
  const message =
    [
      notImages.length > 0 ? t('postAd.photos.notImageNamed', { names: names(notImages) }) : '',
      unreadable.length > 0 ? t('postAd.photos.unreadable', { names: names(unreadable) }) : '',
      list.leftOut > 0 ? t('postAd.photos.tooMany', { max: list.max, n: list.leftOut }) : '',
    ]
      .filter(Boolean)
      .join(' ') || error;
  const count = list.photos.length;
  const status =
    count === 0
      ? t('postAd.photos.none')
      : list.preparing > 0
        ? t('postAd.photos.progress', { done: count - list.preparing, n: count })
        : t('postAd.photos.chosen', { n: count });

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
              {status}
            </span>
          </div>
          {list.photos.length > 0 ? (
            <ul className="post-ad-thumbs">
              {list.photos.map((photo, index) => {
                const n = index + 1;
                return (
                  <li key={photo.key} className="post-ad-thumb" aria-busy={photo.preparing}>
                    <img
                      src={photo.previewUrl}
                      alt={multiple ? t('postAd.photos.alt', { n }) : t('postAd.photos.heroAlt')}
                      width={96}
                      height={72}
                      decoding="async"
                    />
                    {photo.preparing ? (
                      <span className="post-ad-thumb-busy" aria-hidden="true">
                        {t('postAd.photos.preparing')}
                      </span>
                    ) : null}
                    {onMakeMain ? (
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm post-ad-thumb-main"
                        aria-label={t('postAd.photos.makeMainLabel', { n })}
                        disabled={disabled}
                        onClick={() => onMakeMain(photo.key)}
                      >
                        {t('postAd.photos.makeMain')}
                      </button>
                    ) : null}
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
