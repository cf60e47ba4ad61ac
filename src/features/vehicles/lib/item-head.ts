import type { Offer, Product, WithContext } from 'schema-dts';
import type { ItemAd } from '@/domain/listings/item-schema';
import { galleryPhotos } from './gallery';

export type ItemHeadTexts = {
  /** The ad's title as the page shows it. */
  title: string;
  /** `Rs. 4,500` or Negotiable, in the page's language. */
  price: string;
  /** The town in the page's language ('' when none). */
  place: string;
  /** The category in the page's language (Product's category). */
  category: string;
  description: string;
};

export type ItemHead = {
  /** "Brake pads – Rs. 4,500 – Kandy" (the site suffix is added by PageMeta). */
  title: string;
  description: string;
  /** The ad's own link preview (server/previews), else its first https photo, else the site's. */
  image: string | null;
  jsonLd: WithContext<Product>;
};

const CONDITIONS = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
} as const;

/** The page head of a part or gear ad: title, description, share image and a Product + Offer. */
export function itemHead(
  ad: ItemAd,
  texts: ItemHeadTexts,
  { origin, url, previewImage }: { origin: string; url: string; previewImage?: string | null },
): ItemHead {
  const photos = galleryPhotos(ad.image, ad.gallery).map((src) =>
    src.startsWith('/') ? `${origin}${src}` : src,
  );
  const offer: Offer = {
    '@type': 'Offer',
    url,
    priceCurrency: 'LKR',
    availability: ad.soldAt ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    itemCondition: CONDITIONS[ad.condition],
    ...(ad.price !== null ? { price: ad.price } : {}),
  };
  return {
    title: [texts.title, texts.price, texts.place].filter(Boolean).join(' – '),
    description: texts.description,
    image: previewImage ?? photos.find((src) => src.startsWith('https://')) ?? null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: texts.title,
      url,
      category: texts.category,
      ...(ad.brand ? { brand: { '@type': 'Brand', name: ad.brand } } : {}),
      ...(ad.kind === 'part' && ad.partNumber ? { mpn: ad.partNumber } : {}),
      ...(ad.kind === 'gear'
        ? { size: ad.helmetCm ? `${ad.size} (${ad.helmetCm} cm)` : ad.size }
        : {}),
      ...(photos.length > 0 ? { image: photos } : {}),
      ...(ad.description ? { description: ad.description } : {}),
      offers: offer,
    },
  };
}
