import {
  sparePartBrands,
  sparePartCategories,
  sparePartConditions,
  spareParts,
  type SparePart,
} from '@/data/spare-parts';
import { CataloguePage } from '../components/catalogue-page';
import { LiveView } from '../live/live-view';
import { useLiveItems } from '../live/use-live-items';
import type { CatalogueConfig } from '../lib/filter-catalogue';

/** Brand select, compatibility text (case-insensitive contains), condition, category. */
export const sparePartsCatalogue: CatalogueConfig<SparePart> = {
  ns: 'spareParts',
  idPrefix: 'spare-parts',
  metaTitle: 'common.meta.sparePartsTitle',
  heroClassName: 'catalog-hero-parts',
  // The static host's sample catalogue; the marketplace server lists live ads (LiveItemPage).
  getItems: () => spareParts,
  fields: [
    {
      kind: 'select',
      param: 'brand',
      label: 'spareParts.filters.brand',
      anyLabel: 'spareParts.filters.allBrands',
      options: sparePartBrands.map((value) => ({ value })),
      matches: (part, brand) => part.brand === brand,
    },
    {
      kind: 'select',
      param: 'condition',
      label: 'spareParts.filters.condition',
      anyLabel: 'spareParts.filters.anyCondition',
      options: sparePartConditions.map((value) => ({
        value,
        label: `spareParts.conditions.${value}`,
      })),
      matches: (part, condition) => part.condition === condition,
    },
    {
      kind: 'text',
      param: 'compat',
      label: 'spareParts.filters.compatibility',
      placeholder: 'spareParts.filters.compatibilityPlaceholder',
      maxLength: 80,
      text: (part) => part.compatibility,
    },
  ],
  categories: {
    options: (['', ...sparePartCategories] as const).map((value) => ({
      value,
      label: `spareParts.categories.${value || 'all'}`,
    })),
    of: (part) => part.category,
  },
  card: (part, t) => ({
    badges: [
      { text: part.brand, tone: 'accent' },
      { text: t(`spareParts.conditions.${part.condition}`), tone: 'primary' },
    ],
    note: t('spareParts.list.fits', { models: part.compatibility }),
  }),
};

/** The live view's code, for the marketplace server's pages (home.tsx loads it first). */
export const preloadLive = LiveView.load;

/** `/?view=spare-parts` */
export default function SparePartsView() {
  const live = useLiveItems();
  return live ? <LiveView.Component kind="part" /> : <CataloguePage config={sparePartsCatalogue} />;
}
