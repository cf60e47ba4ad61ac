import type { Motorcycle, Offer, WithContext } from 'schema-dts';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { galleryPhotos } from './gallery';

export type VehicleHeadTexts = {
  /** The ad's title as the page shows it. */
  title: string;
  /** `Rs: 450,000` or Negotiable, in the page's language. */
  price: string;
  /** The town in the page's language ('' when none). */
  place: string;
  description: string;
};

export type VehicleHead = {
  /** "Honda Dio 2021 – Rs: 450,000 – Kandy" (the site suffix is added by PageMeta). */
  title: string;
  description: string;
  /** The ad's own share image, or null for the site's. */
  image: string | null;
  noindex: boolean;
  jsonLd: WithContext<Motorcycle>;
};

const SOLD_NOINDEX_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** The page head of an ad: title, description, share image and its structured data. */
export function vehicleHead(
  vehicle: Vehicle,
  texts: VehicleHeadTexts,
  {
    origin,
    url,
    previewImage,
    now = Date.now(),
  }: { origin: string; url: string; previewImage?: string | null; now?: number },
): VehicleHead {
  const title = [texts.title, texts.price, texts.place].filter(Boolean).join(' – ');
  const photos = galleryPhotos(vehicle.image, vehicle.gallery).map((src) =>
    src.startsWith('/') ? `${origin}${src}` : src,
  );
  const soldAt = vehicle.soldAt ? Date.parse(vehicle.soldAt) : null;
  const offer: Offer = {
    '@type': 'Offer',
    url,
    priceCurrency: 'LKR',
    availability: soldAt ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    itemCondition:
      vehicle.condition === 'New'
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    ...(vehicle.price !== null ? { price: vehicle.price } : {}),
  };
  return {
    title,
    description: texts.description,
    image: previewImage ?? photos.find((src) => src.startsWith('https://')) ?? null,
    noindex: soldAt !== null && now - soldAt > SOLD_NOINDEX_DAYS * DAY_MS,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Motorcycle',
      name: texts.title,
      url,
      ...(vehicle.make ? { brand: { '@type': 'Brand', name: vehicle.make } } : {}),
      ...(vehicle.model ? { model: vehicle.model } : {}),
      vehicleModelDate: String(vehicle.year),
      ...(vehicle.mileageKm !== null
        ? {
            mileageFromOdometer: {
              '@type': 'QuantitativeValue',
              value: vehicle.mileageKm,
              unitCode: 'KMT',
            },
          }
        : {}),
      ...(vehicle.color ? { color: vehicle.color } : {}),
      ...(photos.length > 0 ? { image: photos } : {}),
      ...(vehicle.description ? { description: vehicle.description } : {}),
      offers: offer,
    },
  };
}
