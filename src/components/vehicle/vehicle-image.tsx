import { useState, type ImgHTMLAttributes } from 'react';
import { PhotoAfterPaint } from '@/components/ui/photo-after-paint';
import { ART_HEIGHT, ART_WIDTH } from '@/data/vehicle-images';
import { photoSrcSet } from '@/domain/vehicles/photo-srcset';
import { isSafeImageUrl } from '@/domain/vehicles/image-url';
import './vehicle-image.css';

type Props = {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** A lazy photo only asked for once the app runs (PhotoAfterPaint); false: lazy in the HTML. */
  afterPaint?: boolean;
  sizes?: string;
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
};

/** Never trusts its URL: an unsafe, missing or broken one shows a placeholder of the same size. */
export function VehicleImage({
  src,
  alt,
  width = ART_WIDTH,
  height = ART_HEIGHT,
  className,
  loading = 'lazy',
  afterPaint = true,
  sizes,
  fetchPriority,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = typeof src === 'string' && src !== '' && isSafeImageUrl(src) && failedSrc !== src;
  const classes = ['vehicle-image', className].filter(Boolean).join(' ');

  if (!usable) {
    return (
      <span
        className={`${classes} vehicle-image-placeholder`}
        // A decorative image (alt="", e.g. a thumbnail inside a labelled button) stays hidden.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <MotorcyclePlaceholder />
      </span>
    );
  }

  // The CSP allows https: images only; ask plain-http photo links for their https version.
  const https = src.replace(/^http:\/\//i, 'https://');
  // Without `sizes` the browser assumes 100vw, so candidates go only where the caller sized them.
  const srcSet = sizes ? photoSrcSet(https) : null;
  const photo = (
    <img
      className={classes}
      src={https}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      srcSet={srcSet ?? undefined}
      sizes={sizes}
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
    />
  );
  if (loading === 'eager' || !afterPaint) return photo;
  return (
    <PhotoAfterPaint photo={photo} className={classes} width={width} height={height} label={alt} />
  );
}

/** A motorcycle (tank, seat, engine, fork), not a bicycle: what every ad here sells. */
function MotorcyclePlaceholder() {
  return (
    <svg
      className="motorcycle-placeholder"
      viewBox="0 0 64 40"
      width="64"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="29" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="52" cy="29" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M15 18h13l4-5h10l3 6-7 9H24l-5-6h-4z" fill="currentColor" />
      <path
        d="M12 29l10-6M46 13l6 16M42 8h7M27 31h12"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
