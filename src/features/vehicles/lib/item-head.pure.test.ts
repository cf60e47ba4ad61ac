// @vitest-environment node
import type { ItemAd } from '@/domain/listings/item-schema';
import { itemHead } from './item-head';

const gear: ItemAd = {
  kind: 'gear',
  id: 'gear-helmet-1',
  title: 'Full-face helmet',
  price: 12000,
  brand: 'Studds',
  description: 'Barely used.',
  location: 'Colombo',
  postedAt: '2026-11-21T04:00:00.000Z',
  phone: '0712345678',
  image: '/photos/0123456789abcdef0123456789abcdef.webp',
  gallery: [],
  soldAt: null,
  category: 'helmets',
  condition: 'used',
  size: 'M',
  helmetCm: 58,
  helmetType: 'full',
  slsMark: true,
};
const texts = {
  title: 'Full-face helmet',
  price: 'Rs. 12,000',
  place: 'Colombo',
  category: 'Helmets',
  description: 'Full-face helmet in Colombo.',
};
const where = { origin: 'https://bikebazaar.lk', url: 'https://bikebazaar.lk/item/gear-helmet-1' };

test('the title names the item, its price and town; the data is a Product with an LKR Offer', () => {
  const head = itemHead(gear, texts, {
    ...where,
    previewImage: '/previews/gear-helmet-1/en-1.jpg',
  });
  expect(head.title).toBe('Full-face helmet – Rs. 12,000 – Colombo');
  expect(head.image).toBe('/previews/gear-helmet-1/en-1.jpg');
  expect(head.jsonLd).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Full-face helmet',
    url: where.url,
    category: 'Helmets',
    brand: { '@type': 'Brand', name: 'Studds' },
    size: 'M (58 cm)',
    image: ['https://bikebazaar.lk/photos/0123456789abcdef0123456789abcdef.webp'],
    description: 'Barely used.',
    offers: {
      '@type': 'Offer',
      url: where.url,
      priceCurrency: 'LKR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      price: 12000,
    },
  });
});

test('a negotiable, sold, refurbished part: no price, sold out, its part number as mpn', () => {
  const head = itemHead(
    {
      kind: 'part',
      id: 'part-piston-1',
      title: 'Piston kit',
      brand: 'Honda',
      description: null,
      location: '',
      postedAt: gear.postedAt,
      phone: '',
      image: '',
      gallery: [],
      category: 'engine',
      condition: 'refurbished',
      price: null,
      soldAt: '2026-11-25T00:00:00.000Z',
      partNumber: 'JF-151',
      fitsAnyBike: true,
      fitment: [],
      carriesNumber: false,
    },
    { ...texts, price: 'Negotiable', place: '' },
    where,
  );
  expect(head.title).toBe('Full-face helmet – Negotiable');
  expect(head.image).toBeNull();
  expect(head.jsonLd).toMatchObject({
    mpn: 'JF-151',
    offers: {
      availability: 'https://schema.org/SoldOut',
      itemCondition: 'https://schema.org/RefurbishedCondition',
    },
  });
  expect(head.jsonLd.offers).not.toHaveProperty('price');
  expect(head.jsonLd).not.toHaveProperty('size');
});
