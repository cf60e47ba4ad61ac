import { useRef } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import { sparePartCategories, type SparePartCategory } from '@/data/spare-parts';
import { useTranslation } from '@/i18n/use-translation';
import { getSpareParts } from '../api/get-spare-parts';
import {
  defaultSparePartFilters,
  filterSpareParts,
  parseSparePartFilters,
  sortSpareParts,
  sparePartSorts,
  writeSparePartFilters,
  type SparePartFilters,
} from '../lib/filter-spare-parts';
import { useUrlFilters } from '../lib/use-url-filters';
import { SparePartCard } from './spare-part-card';
import { SparePartsFilters } from './spare-parts-filters';
import '@/components/catalog/catalog.css';

/** `/?view=spare-parts`: filters and sort live in the URL so reload, share and Back keep them. */
export default function SparePartsPage() {
  const { t } = useTranslation();
  const [filters, update] = useUrlFilters(parseSparePartFilters, writeSparePartFilters);
  const compatibilityRef = useRef<HTMLInputElement>(null);
  const parts = sortSpareParts(filterSpareParts(getSpareParts(), filters), filters.sort);

  function reset() {
    update(defaultSparePartFilters);
    if (compatibilityRef.current) compatibilityRef.current.value = '';
  }
  const categories: (SparePartCategory | '')[] = ['', ...sparePartCategories];

  return (
    <main id="main" tabIndex={-1}>
      <PageMeta
        title={t('common.meta.sparePartsTitle')}
        description={t('spareParts.hero.subtitle')}
      />
      <section className="catalog-hero catalog-hero-parts">
        <div className="container">
          <h1>{t('spareParts.hero.title')}</h1>
          <p className="catalog-hero-subtitle">{t('spareParts.hero.subtitle')}</p>
        </div>
      </section>
      <div className="container catalog-layout">
        <SparePartsFilters
          filters={filters}
          onChange={update}
          onReset={reset}
          compatibilityRef={compatibilityRef}
        />
        <section className="catalog-results" aria-labelledby="spare-parts-count">
          <div
            className="catalog-categories"
            role="group"
            aria-label={t('spareParts.categories.label')}
          >
            {categories.map((category) => (
              <button
                key={category || 'all'}
                type="button"
                className="catalog-chip"
                aria-pressed={filters.category === category}
                onClick={() => update({ ...filters, category })}
              >
                {t(`spareParts.categories.${category || 'all'}`)}
              </button>
            ))}
          </div>
          <div className="catalog-toolbar">
            <h2
              id="spare-parts-count"
              className="catalog-count"
              aria-live="polite"
              aria-atomic="true"
            >
              {parts.length === 1
                ? t('spareParts.list.countOne')
                : t('spareParts.list.countOther', { n: parts.length })}
            </h2>
            <div className="catalog-sort">
              <label className="label" htmlFor="sp-sort">
                {t('spareParts.sort.label')}
              </label>
              <select
                id="sp-sort"
                className="select"
                value={filters.sort}
                onChange={(event) =>
                  update({ ...filters, sort: event.target.value as SparePartFilters['sort'] })
                }
              >
                {sparePartSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`spareParts.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {parts.length === 0 ? (
            <div className="empty-state">
              <p>{t('spareParts.list.empty')}</p>
              <button type="button" className="btn btn-primary" onClick={reset}>
                {t('spareParts.filters.reset')}
              </button>
            </div>
          ) : (
            <ul className="grid-cards catalog-list" aria-labelledby="spare-parts-count">
              {parts.map((part) => (
                <li key={part.id}>
                  <SparePartCard part={part} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
