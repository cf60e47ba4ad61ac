import type { ReactElement } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

type Props = {
  /** The `<img>`, lazy: shown as it is once the app runs, and to a browser without scripts. */
  photo: ReactElement;
  className: string;
  width: number;
  height: number;
  /** The photo's alt text; none for a decorative one. */
  label?: string;
};

/**
 * A lazy photo asked for once the app runs, after the page's first paint. The browser fetches
 * lazy photos near the screen at its first layout, and on a slow link each one more delays the
 * page's main picture. Until then the HTML holds a box of the photo's shape.
 */
export function PhotoAfterPaint({ photo, className, width, height, label }: Props) {
  const live = useHydrated();
  if (live) return photo;
  return (
    <>
      <span
        className={`${className} photo-after-paint`}
        style={{ aspectRatio: `${width} / ${height}` }}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      />
      <noscript>{photo}</noscript>
    </>
  );
}
