import { useCallback, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import type { CatalogItem } from '@/data/catalog-items';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useTranslation } from '@/i18n/use-translation';
import {
  catalogSorts,
  filterCatalogue,
  noFilters,
  parseCatalogueFilters,
  sortCatalogItems,
  withCategory,
  withSubCategory,
  writeCatalogueFilters,
  type CatalogueConfig,
  type CatalogueFilters as Filters,
} from '../lib/filter-catalogue';
import { CatalogueCard } from './catalogue-card';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueResults } from './catalogue-results';
import { SubCategoryPanel } from './sub-category-panel';
import './catalogue.css';
import './catalogue-gear.css';

/**
 * A catalogue view of `/` (spare parts or biker gear, as `config` says): a dark hero under the
 * header, then the filters beside the results. Filters and sort live in the URL.
 */
export function CataloguePage<T extends CatalogItem>({ config }: { config: CatalogueConfig<T> }) {
  const { t } = useTranslation();
  const { ns } = config;
  const parse = useCallback(
    (params: URLSearchParams) => parseCatalogueFilters(config, params),
    [config],
  );
  const write = useCallback(
    (params: URLSearchParams, filters: Filters) => writeCatalogueFilters(config, params, filters),
    [config],
  );
  const [filters, update] = useUrlFilters(parse, write);
  const items = sortCatalogItems(filterCatalogue(config, config.getItems(), filters), filters.sort);

  // The text boxes are uncontrolled (the URL update runs in a transition, which would move the
  // caret): they are rebuilt from the URL when it changes without typing (Reset, Back, Forward).
  const [textBoxes, setTextBoxes] = useState(0);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    if (navigationType === 'POP') setTextBoxes((n) => n + 1);
  }
  function reset() {
    update(noFilters);
    setTextBoxes((n) => n + 1);
  }

  const subtitle = t(`${ns}.hero.subtitle`);
  const sub = config.subCategories;
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t(config.metaTitle)} description={subtitle} />
      <section className={`catalog-hero ${config.heroClassName}`}>
        <div className="container">
          <h1>{t(`${ns}.hero.title`)}</h1>
          <p className="catalog-hero-subtitle">{subtitle}</p>
        </div>
      </section>
      <div className="container catalog-layout">
        <CatalogueFilters
          config={config}
          filters={filters}
          textBoxes={textBoxes}
          onChange={update}
          onReset={reset}
        />
        <CatalogueResults
          idPrefix={config.idPrefix}
          categories={{
            label: t(`${ns}.categories.label`),
            value: filters.category ?? '',
            options: config.categories.options.map(({ value, label }) => ({
              value,
              label: t(label),
            })),
            onChange: (category) => update(withCategory(config, filters, category)),
          }}
          extra={
            sub && (
              <SubCategoryPanel
                name={`${config.idPrefix}-${sub.param}`}
                legend={t(sub.legend)}
                options={sub.options.map(({ value, label }) => ({ value, label: t(label) }))}
                value={filters.category === sub.parent ? (filters[sub.param] ?? '') : null}
                onChange={(value) => update(withSubCategory(config, filters, value))}
              />
            )
          }
          countLabel={
            items.length === 1
              ? t(`${ns}.list.countOne`)
              : t(`${ns}.list.countOther`, { n: items.length })
          }
          sort={{
            label: t(`${ns}.sort.label`),
            value: filters.sort ?? 'newest',
            options: catalogSorts.map((sort) => ({ value: sort, label: t(`${ns}.sort.${sort}`) })),
            onChange: (sort) => update({ ...filters, sort }),
          }}
          emptyText={t(`${ns}.list.empty`)}
          resetLabel={t(`${ns}.filters.reset`)}
          onReset={reset}
          items={items}
          renderItem={(item) => <CatalogueCard item={item} details={config.card(item, t)} />}
        />
      </div>
    </main>
  );
}
