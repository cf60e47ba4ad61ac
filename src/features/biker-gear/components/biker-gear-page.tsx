import { PageMeta } from '@/components/ui/page-meta';
import { gearCategories, type GearCategory } from '@/data/biker-gear';
import { useTranslation } from '@/i18n/use-translation';
import { getBikerGear } from '../api/get-biker-gear';
import {
  defaultGearFilters,
  filterGear,
  gearSorts,
  parseGearFilters,
  sortGear,
  withCategory,
  withHelmetType,
  writeGearFilters,
  type GearFilters as Filters,
} from '../lib/filter-gear';
import { useUrlFilters } from '../lib/use-url-filters';
import { GearCard } from './gear-card';
import { GearFilters } from './gear-filters';
import { HelmetTypePanel } from './helmet-type-panel';
import '@/components/catalog/catalog.css';
import './biker-gear.css';

/** `/?view=biker-gear`: filters and sort live in the URL so reload, share and Back keep them. */
export default function BikerGearPage() {
  const { t } = useTranslation();
  const [filters, update] = useUrlFilters(parseGearFilters, writeGearFilters);
  const items = sortGear(filterGear(getBikerGear(), filters), filters.sort);

  const reset = () => update(defaultGearFilters);
  const categories: (GearCategory | '')[] = ['', ...gearCategories];

  return (
    <main id="main" tabIndex={-1}>
      <PageMeta
        title={t('common.meta.bikerGearTitle')}
        description={t('bikerGear.hero.subtitle')}
      />
      <section className="catalog-hero catalog-hero-gear">
        <div className="container">
          <h1>{t('bikerGear.hero.title')}</h1>
          <p className="catalog-hero-subtitle">{t('bikerGear.hero.subtitle')}</p>
        </div>
      </section>
      <div className="container catalog-layout">
        <GearFilters filters={filters} onChange={update} onReset={reset} />
        <section className="catalog-results" aria-labelledby="gear-count">
          <div
            className="catalog-categories"
            role="group"
            aria-label={t('bikerGear.categories.label')}
          >
            {categories.map((category) => (
              <button
                key={category || 'all'}
                type="button"
                className="catalog-chip"
                aria-pressed={filters.category === category}
                onClick={() => update(withCategory(filters, category))}
              >
                {t(`bikerGear.categories.${category || 'all'}`)}
              </button>
            ))}
          </div>
          <HelmetTypePanel
            value={filters.category === 'helmets' ? filters.helmetType : null}
            onChange={(type) => update(withHelmetType(filters, type))}
          />
          <div className="catalog-toolbar">
            <h2 id="gear-count" className="catalog-count" aria-live="polite" aria-atomic="true">
              {items.length === 1
                ? t('bikerGear.list.countOne')
                : t('bikerGear.list.countOther', { n: items.length })}
            </h2>
            <div className="catalog-sort">
              <label className="label" htmlFor="gear-sort">
                {t('bikerGear.sort.label')}
              </label>
              <select
                id="gear-sort"
                className="select"
                value={filters.sort}
                onChange={(event) =>
                  update({ ...filters, sort: event.target.value as Filters['sort'] })
                }
              >
                {gearSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`bikerGear.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {items.length === 0 ? (
            <div className="empty-state">
              <p>{t('bikerGear.list.empty')}</p>
              <button type="button" className="btn btn-primary" onClick={reset}>
                {t('bikerGear.filters.reset')}
              </button>
            </div>
          ) : (
            <ul className="grid-cards catalog-list" aria-labelledby="gear-count">
              {items.map((item) => (
                <li key={item.id}>
                  <GearCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
