import type { LocalizedText } from './places';

export type { LocalizedText };

export type CatalogItem = {
  id: string;
  name: LocalizedText;
  price: number;
  location: LocalizedText;
  image: string;
  phone: string;
  listedAt: string;
};

export const CATALOG_IMAGE_SIZE = { width: 400, height: 300 } as const;

export { places, type Place } from './places';

export function toListedAt(date: string): string {
  return `${date}T09:00:00+05:30`;
}
