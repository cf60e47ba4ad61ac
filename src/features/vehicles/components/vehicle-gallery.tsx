import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { VehicleImage } from '@/components/vehicle/vehicle-image';
import { useTranslation } from '@/i18n/use-translation';
import { getScrollBehavior, readScrollEnvironment } from '@/lib/scroll';
import { stepIndex } from '../lib/gallery';

const SWIPE_PX = 40;

type Props = { photos: string[]; title: string };

/**
 * Photo gallery: previous/next wrap at both ends, thumbnails, an n/total counter, arrow keys
 * and swipe. The page keys it by vehicle id, so it starts at the first photo for each vehicle.
 */
export function VehicleGallery({ photos, title }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const total = Math.max(photos.length, 1);
  const current = Math.min(index, total - 1);
  const multiple = photos.length > 1;

  const go = (step: number) => setIndex((value) => stepIndex(value, step, photos.length));

  // The strip of thumbnails follows the photo shown (on a phone it holds about four at a time).
  const thumbsRef = useRef<HTMLUListElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const strip = thumbsRef.current;
    const thumb = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !thumb) return;
    const stripBox = strip.getBoundingClientRect();
    const thumbBox = thumb.getBoundingClientRect();
    const offset = thumbBox.left - stripBox.left - (stripBox.width - thumbBox.width) / 2;
    if (typeof strip.scrollBy === 'function') {
      strip.scrollBy({ left: offset, behavior: getScrollBehavior(readScrollEnvironment()) });
    } else strip.scrollLeft += offset;
  }, [current]);

  function onKeyDown(event: KeyboardEvent) {
    if (!multiple) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || !multiple) return;
    const delta = event.clientX - start;
    if (Math.abs(delta) >= SWIPE_PX) go(delta < 0 ? 1 : -1);
  }

  const alt = t('vehicles.detail.gallery.photoAlt', { title, n: current + 1, total });

  return (
    <section
      className="vd-gallery"
      aria-roledescription="carousel"
      aria-label={t('vehicles.detail.gallery.label')}
      onKeyDown={onKeyDown}
    >
      <div
        className="vd-stage"
        // Clicking the photo focuses the gallery, so the arrow keys then turn its photos (Tab
        // still goes to the buttons, which are the keyboard's way in).
        tabIndex={multiple ? -1 : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <VehicleImage
          key={photos[current] ?? 'none'}
          src={photos[current]}
          alt={alt}
          loading="eager"
          fetchPriority={current === 0 ? 'high' : undefined}
          sizes="(min-width: 960px) 720px, 100vw"
          className="vd-photo"
        />
        {multiple && (
          <>
            <button
              type="button"
              className="btn btn-icon vd-nav vd-prev"
              aria-label={t('vehicles.detail.gallery.previous')}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="btn btn-icon vd-nav vd-next"
              aria-label={t('vehicles.detail.gallery.next')}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <p className="vd-counter" aria-live="polite">
          <span aria-hidden="true">
            {t('vehicles.detail.gallery.counter', { n: current + 1, total })}
          </span>
          <span className="visually-hidden">
            {t('vehicles.detail.gallery.counterLabel', { n: current + 1, total })}
          </span>
        </p>
      </div>
      {multiple && (
        <ul ref={thumbsRef} className="vd-thumbs" role="list">
          {photos.map((photo, photoIndex) => (
            <li key={photo}>
              <button
                type="button"
                className="vd-thumb"
                aria-label={t('vehicles.detail.gallery.thumbnail', { n: photoIndex + 1 })}
                aria-current={photoIndex === current ? 'true' : undefined}
                onClick={() => setIndex(photoIndex)}
              >
                <VehicleImage src={photo} alt="" width={160} height={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
