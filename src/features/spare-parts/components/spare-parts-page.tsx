import { useRef } from 'react';
import { CatalogLayout } from '@/components/catalog/catalog-layout';
import { CatalogResults } from '@/components/catalog/catalog-results';
import { sparePartCategories } from '@/data/spare-parts';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useTranslation } from '@/i18n/use-translation';
import { catalogSorts, sortCatalogItems } from '@/lib/catalog-filters';
import { getSpareParts } from '../api/get-spare-parts';
import {
  defaultSparePartFilters,
  filterSpareParts,
  parseSparePartFilters,
  writeSparePartFilters,
} from '../lib/filter-spare-parts';
import { SparePartCard } from './spare-part-card';
import { SparePartsFilters } from './spare-parts-filters';
import '@/components/catalog/catalog.css';

/** `/?view=spare-parts`: filters and sort live in the URL so reload, share and Back keep them. */
export default function SparePartsPage() {
  const { t } = useTranslation();
  const [filters, update] = useUrlFilters(parseSparePartFilters, writeSparePartFilters);
  const compatibilityRef = useRef<HTMLInputElement>(null);
  const parts = sortCatalogItems(filterSpareParts(getSpareParts(), filters), filters.sort);

  function reset() {
    update(defaultSparePartFilters);
    if (compatibilityRef.current) compatibilityRef.current.value = '';
  }

  return (
    <CatalogLayout
      metaTitle={t('common.meta.sparePartsTitle')}
      title={t('spareParts.hero.title')}
      subtitle={t('spareParts.hero.subtitle')}
      heroClassName="catalog-hero-parts"
      filters={
        <SparePartsFilters
          filters={filters}
          onChange={update}
          onReset={reset}
          compatibilityRef={compatibilityRef}
        />
      }
    >
      <CatalogResults
        idPrefix="spare-parts"
        categories={{
          label: t('spareParts.categories.label'),
          value: filters.category,
          options: (['', ...sparePartCategories] as const).map((category) => ({
            value: category,
            label: t(`spareParts.categories.${category || 'all'}`),
          })),
          onChange: (category) => update({ ...filters, category }),
        }}
        countLabel={
          parts.length === 1
            ? t('spareParts.list.countOne')
            : t('spareParts.list.countOther', { n: parts.length })
        }
        sort={{
          label: t('spareParts.sort.label'),
          value: filters.sort,
          options: catalogSorts.map((sort) => ({
            value: sort,
            label: t(`spareParts.sort.${sort}`),
          })),
          onChange: (sort) => update({ ...filters, sort }),
        }}
        emptyText={t('spareParts.list.empty')}
        resetLabel={t('spareParts.filters.reset')}
        onReset={reset}
        items={parts}
        renderItem={(part) => <SparePartCard part={part} />}
      />
    </CatalogLayout>
  );
}
