import {
  bikerGear,
  gearBrands,
  gearCategories,
  gearConditions,
  gearSizes,
  helmetTypes,
  type GearItem,
} from '@/data/biker-gear';
import { CataloguePage } from '../components/catalogue-page';
import { LiveView } from '../live/live-view';
import { useLiveItems } from '../live/use-live-items';
import type { CatalogueConfig } from '../lib/filter-catalogue';

/** The price bands; both edges inclusive, so 5,000 is in the first two bands. */
export const priceBands = {
  'up-to-5000': { min: 0, max: 5_000 },
  '5000-15000': { min: 5_000, max: 15_000 },
  '15000-30000': { min: 15_000, max: 30_000 },
  '30000-plus': { min: 30_000, max: Number.POSITIVE_INFINITY },
} as const;
export type PriceBand = keyof typeof priceBands;
const priceBandIds = Object.keys(priceBands) as PriceBand[];

export function isInPriceBand(price: number, band: PriceBand): boolean {
  const { min, max } = priceBands[band];
  return price >= min && price <= max;
}

/**
 * Size, brand, price band, condition, verified-only and category; a helmet type
 * narrows the list to helmets of that type.
 */
export const bikerGearCatalogue: CatalogueConfig<GearItem> = {
  ns: 'bikerGear',
  idPrefix: 'gear',
  metaTitle: 'common.meta.bikerGearTitle',
  heroClassName: 'catalog-hero-gear',
  // The static host's sample catalogue; the marketplace server lists live ads (LiveItemPage).
  getItems: () => bikerGear,
  fields: [
    {
      kind: 'select',
      param: 'size',
      label: 'bikerGear.filters.size',
      anyLabel: 'bikerGear.filters.anySize',
      options: gearSizes.map((value) => ({ value })),
      matches: (item, size) => item.size === size,
    },
    {
      kind: 'select',
      param: 'brand',
      label: 'bikerGear.filters.brand',
      anyLabel: 'bikerGear.filters.allBrands',
      options: gearBrands.map((value) => ({ value })),
      matches: (item, brand) => item.brand === brand,
    },
    {
      kind: 'select',
      param: 'price',
      label: 'bikerGear.filters.price',
      anyLabel: 'bikerGear.filters.anyPrice',
      options: priceBandIds.map((value) => ({ value, label: `bikerGear.filters.bands.${value}` })),
      // Only the band ids are ever passed (the URL is parsed against the options).
      matches: (item, band) => isInPriceBand(item.price, band as PriceBand),
    },
    {
      kind: 'select',
      param: 'condition',
      label: 'bikerGear.filters.condition',
      anyLabel: 'bikerGear.filters.anyCondition',
      options: gearConditions.map((value) => ({ value, label: `bikerGear.conditions.${value}` })),
      matches: (item, condition) => item.condition === condition,
    },
    {
      kind: 'checkbox',
      param: 'verified',
      label: 'bikerGear.filters.verifiedOnly',
      matches: (item) => item.verifiedSeller,
    },
  ],
  categories: {
    options: (['', ...gearCategories] as const).map((value) => ({
      value,
      label: `bikerGear.categories.${value || 'all'}`,
    })),
    of: (item) => item.category,
  },
  subCategories: {
    param: 'helmet',
    parent: 'helmets',
    legend: 'bikerGear.helmetTypes.label',
    options: (['', ...helmetTypes] as const).map((value) => ({
      value,
      label: `bikerGear.helmetTypes.${value || 'all'}`,
    })),
    of: (item) => item.subCategory,
  },
  card: (item, t) => ({
    rating: { value: item.rating, label: t('bikerGear.list.rating', { n: item.rating }) },
    badges: [
      ...(item.verifiedSeller
        ? [{ text: t('bikerGear.list.verified'), tone: 'success', check: true } as const]
        : []),
      { text: t(`bikerGear.conditions.${item.condition}`), tone: 'primary' },
      { text: item.brand, tone: 'accent' },
      { text: t('bikerGear.list.size', { size: item.size }) },
    ],
  }),
};

/** The live view's code, for the marketplace server's pages (home.tsx loads it first). */
export const preloadLive = LiveView.load;

/** `/?view=biker-gear` */
export default function BikerGearView() {
  const live = useLiveItems();
  return live ? <LiveView.Component kind="gear" /> : <CataloguePage config={bikerGearCatalogue} />;
}
