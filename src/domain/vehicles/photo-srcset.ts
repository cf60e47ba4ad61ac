/** A photo the server stored: it has these widths beside the full size (`-400`, `-800`). */
const STORED_PHOTO = /^((?:https:\/\/[^/?#\s,]+)?\/photos\/[0-9a-f]{32})\.webp$/;

/** Full-size photos are at most 1600 px on their longer side, and most ads' photos are landscape. */
const SIZES: ReadonlyArray<readonly [suffix: string, width: number]> = [
  ['-400', 400],
  ['-800', 800],
  ['', 1600],
];

/**
 * The `srcset` for a photo the server stored, so a phone downloads the size its screen needs;
 * null for any other image (the sample data, links to other sites), which keeps its one `src`.
 */
export function photoSrcSet(src: string): string | null {
  const base = STORED_PHOTO.exec(src)?.[1];
  if (!base) return null;
  return SIZES.map(([suffix, width]) => `${base}${suffix}.webp ${width}w`).join(', ');
}
