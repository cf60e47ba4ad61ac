import { CatalogLayout } from '@/components/catalog/catalog-layout';
import { CatalogResults } from '@/components/catalog/catalog-results';
import { gearCategories } from '@/data/biker-gear';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useTranslation } from '@/i18n/use-translation';
import { catalogSorts, sortCatalogItems } from '@/lib/catalog-filters';
import { getBikerGear } from '../api/get-biker-gear';
import {
  defaultGearFilters,
  filterGear,
  parseGearFilters,
  withCategory,
  withHelmetType,
  writeGearFilters,
} from '../lib/filter-gear';
import { GearCard } from './gear-card';
import { GearFilters } from './gear-filters';
import { HelmetTypePanel } from './helmet-type-panel';
import '@/components/catalog/catalog.css';
import './biker-gear.css';

/** `/?view=biker-gear`: filters and sort live in the URL so reload, share and Back keep them. */
export default function BikerGearPage() {
  const { t } = useTranslation();
  const [filters, update] = useUrlFilters(parseGearFilters, writeGearFilters);
  const items = sortCatalogItems(filterGear(getBikerGear(), filters), filters.sort);
  const reset = () => update(defaultGearFilters);

  return (
    <CatalogLayout
      metaTitle={t('common.meta.bikerGearTitle')}
      title={t('bikerGear.hero.title')}
      subtitle={t('bikerGear.hero.subtitle')}
      heroClassName="catalog-hero-gear"
      filters={<GearFilters filters={filters} onChange={update} onReset={reset} />}
    >
      <CatalogResults
        idPrefix="gear"
        categories={{
          label: t('bikerGear.categories.label'),
          value: filters.category,
          options: (['', ...gearCategories] as const).map((category) => ({
            value: category,
            label: t(`bikerGear.categories.${category || 'all'}`),
          })),
          onChange: (category) => update(withCategory(filters, category)),
        }}
        extra={
          <HelmetTypePanel
            value={filters.category === 'helmets' ? filters.helmetType : null}
            onChange={(type) => update(withHelmetType(filters, type))}
          />
        }
        countLabel={
          items.length === 1
            ? t('bikerGear.list.countOne')
            : t('bikerGear.list.countOther', { n: items.length })
        }
        sort={{
          label: t('bikerGear.sort.label'),
          value: filters.sort,
          options: catalogSorts.map((sort) => ({
            value: sort,
            label: t(`bikerGear.sort.${sort}`),
          })),
          onChange: (sort) => update({ ...filters, sort }),
        }}
        emptyText={t('bikerGear.list.empty')}
        resetLabel={t('bikerGear.filters.reset')}
        onReset={reset}
        items={items}
        renderItem={(item) => <GearCard item={item} />}
      />
    </CatalogLayout>
  );
}
