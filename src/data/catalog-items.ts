import type { LocalizedText } from './places';

export type { LocalizedText };

/** What the spare parts and biker gear catalogues have in common. */
export type CatalogItem = {
  id: string;
  name: LocalizedText;
  price: number;
  location: LocalizedText;
  image: string;
  phone: string;
  listedAt: string;
};

/** Every catalogue image is a 400×300 SVG illustration of its category. */
export const CATALOG_IMAGE_SIZE = { width: 400, height: 300 } as const;

export { places, type Place } from './places';

/** Sample rows give a date; every listing went up at 09:00 Sri Lanka time. */
export function toListedAt(date: string): string {
  return `${date}T09:00:00+05:30`;
}
