/** Gallery index arithmetic: wraps around at both ends. */
export function stepIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** The photos to show: the gallery, else the hero image, without duplicates or blanks. */
export function galleryPhotos(image: string, gallery: readonly string[]): string[] {
  const photos = gallery.length > 0 ? [...gallery] : [image];
  if (image && !photos.includes(image)) photos.unshift(image);
  return [...new Set(photos.filter(Boolean))];
}
