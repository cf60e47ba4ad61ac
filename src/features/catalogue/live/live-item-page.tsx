import { useCallback, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ItemCard } from '@/components/item/item-card';
import { SaveAdButton } from '@/components/saved/save-ad-button';
import { SaveSearchButton } from '@/components/saved/save-search-button';
import { Check } from '@/components/ui/check';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoreAdsLink } from '@/components/ui/more-ads-link';
import { PageMeta } from '@/components/ui/page-meta';
import { SelectField } from '@/components/ui/select';
import {
  itemSearchParams,
  itemSorts,
  type ItemSearch,
  type ItemSort,
} from '@/domain/listings/item-search';
import {
  gearBrands,
  gearCategories,
  gearConditions,
  gearPriceBandIds,
  gearSizes,
  helmetTypes,
  partBrands,
  partCategories,
  partConditions,
  type ItemKind,
} from '@/domain/listings/item-types';
import { myBikeLabel, type MyBike } from '@/lib/my-bike';
import { MyBikePanel } from '@/components/my-bike/my-bike-panel';
import { useMyBike } from '@/hooks/use-my-bike';
import { listPageHref } from '@/domain/listings/list-cursor';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatNumber } from '@/i18n/format';
import { registerAlertsTexts } from '@/i18n/namespaces/alerts';
import { useTranslation } from '@/i18n/use-translation';
import { CatalogueResults } from '../components/catalogue-results';
import { SubCategoryPanel } from '../components/sub-category-panel';
import { ActiveFilters } from './active-filters';
import {
  emptySearch,
  readViewSearch,
  withGearFilters,
  withPartFilters,
  writeViewSearch,
  type GearSearch,
  type PartSearch,
} from './item-view-search';
import { useItemListing } from './use-item-listing';
import '@/components/vehicle/vehicle-image.css';
import '../components/catalogue.css';
import '../components/catalogue-gear.css';
import './live-items.css';

const SHOW_QUERY_MAX = 100;

/** Keeps a value the URL names even when the filter's own list does not (a shared link). */
function withValue(values: readonly string[], value: string | undefined): string[] {
  return value && !values.includes(value) ? [...values, value] : [...values];
}

/**
 * The Spare Parts or Biker Gear view on the marketplace server: live ads, newest first, with
 * SPEC.md §5's filters, sort, the true count and further pages. The URL carries the search in
 * item-search.ts's parameters, so the server renders its first page and a link can be shared.
 */
export function LiveItemPage({ kind }: { kind: ItemKind }) {
  registerAlertsTexts();
  const { t } = useTranslation();
  const ns = kind === 'part' ? 'spareParts' : 'bikerGear';
  const idPrefix = kind === 'part' ? 'spare-parts' : 'gear';
  const parse = useCallback((params: URLSearchParams) => readViewSearch(kind, params), [kind]);
  const [search, update] = useUrlFilters(parse, writeViewSearch);
  const listing = useItemListing(search);
  const bike = useMyBike();

  // The text box is uncontrolled (the URL update runs in a transition, which would move the
  // caret): it is rebuilt from the URL when that changes without typing (Reset, Back, Forward).
  const [textBoxes, setTextBoxes] = useState(0);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    if (navigationType === 'POP') setTextBoxes((n) => n + 1);
  }
  function reset() {
    update(emptySearch(kind));
    setTextBoxes((n) => n + 1);
  }

  const subtitle = t(`${ns}.hero.subtitle`);
  const count =
    listing.total === null
      ? t(`${ns}.live.loading`)
      : listing.total === 1
        ? t(`${ns}.list.countOne`)
        : t(`${ns}.list.countOther`, { n: formatNumber(listing.total) });

  const categories =
    search.kind === 'part'
      ? {
          label: t('spareParts.categories.label'),
          value: search.filters.category ?? '',
          options: (['', ...partCategories] as const).map((value) => ({
            value,
            label: t(`spareParts.categories.${value || 'all'}`),
          })),
          onChange: (value: string) =>
            update(
              withPartFilters(search, {
                category: (partCategories as readonly string[]).includes(value)
                  ? (value as PartSearch['filters']['category'])
                  : null,
              }),
            ),
        }
      : {
          label: t('bikerGear.categories.label'),
          value: search.filters.category ?? '',
          options: (['', ...gearCategories] as const).map((value) => ({
            value,
            label: t(`bikerGear.categories.${value || 'all'}`),
          })),
          onChange: (value: string) =>
            update(
              withGearFilters(search, {
                category: (gearCategories as readonly string[]).includes(value)
                  ? (value as GearSearch['filters']['category'])
                  : null,
              }),
            ),
        };

  const helmetPanel =
    search.kind === 'gear' ? (
      <SubCategoryPanel
        name={`${idPrefix}-helmet`}
        legend={t('bikerGear.helmetTypes.label')}
        options={(['', ...helmetTypes] as const).map((value) => ({
          value,
          label: t(`bikerGear.helmetTypes.${value || 'all'}`),
        }))}
        value={search.filters.category === 'helmets' ? (search.filters.helmetType ?? '') : null}
        onChange={(value) =>
          update(
            withGearFilters(search, {
              category: 'helmets',
              helmetType: (helmetTypes as readonly string[]).includes(value)
                ? (value as GearSearch['filters']['helmetType'])
                : null,
            }),
          )
        }
      />
    ) : null;

  return (
    <main id="main" tabIndex={-1}>
      <PageMeta
        title={t(kind === 'part' ? 'common.meta.sparePartsTitle' : 'common.meta.bikerGearTitle')}
        description={subtitle}
      />
      {/* The page after this one, as the "More ads" link names it (React puts it in the head). */}
      {listing.next && (
        <link rel="next" href={listPageHref(location.pathname, location.search, listing.next)} />
      )}
      <section
        className={`catalog-hero ${kind === 'part' ? 'catalog-hero-parts' : 'catalog-hero-gear'}`}
      >
        <div className="container">
          <h1>{t(`${ns}.hero.title`)}</h1>
          <p className="catalog-hero-subtitle">{subtitle}</p>
        </div>
      </section>
      <div className="container catalog-layout">
        <form
          className="catalog-filters"
          aria-labelledby={`${idPrefix}-filters-title`}
          onSubmit={(event) => event.preventDefault()}
        >
          <h2 id={`${idPrefix}-filters-title`} className="catalog-filters-title">
            {t(`${ns}.filters.title`)}
          </h2>
          <div className="catalog-filters-grid">
            {search.kind === 'part' ? (
              <PartFields search={search} bike={bike} update={update} />
            ) : (
              <GearFields search={search} update={update} />
            )}
            <Field
              key={`q-${textBoxes}`}
              label={t(`${ns}.live.search`)}
              className="catalog-filters-wide"
            >
              {(control) => (
                <Input
                  {...control}
                  type="search"
                  autoComplete="off"
                  maxLength={SHOW_QUERY_MAX}
                  placeholder={t(`${ns}.live.searchPlaceholder`)}
                  defaultValue={search.filters.q}
                  onChange={(event) =>
                    update(
                      {
                        ...search,
                        filters: { ...search.filters, q: event.target.value },
                      } as ItemSearch,
                      { typing: 'q' },
                    )
                  }
                />
              )}
            </Field>
          </div>
          <ActiveFilters search={search} onChange={update} />
          {search.kind === 'part' ? (
            <MyBikePanel
              bike={bike}
              onSaved={(saved) => update(withPartFilters(search, { fits: saved }))}
            />
          ) : null}
          <button type="button" className="btn btn-secondary btn-block" onClick={reset}>
            {t(`${ns}.filters.reset`)}
          </button>
        </form>
        <CatalogueResults
          idPrefix={idPrefix}
          categories={categories}
          extra={
            <>
              {helmetPanel}
              <SaveSearchButton type={kind} params={itemSearchParams(search)} />
            </>
          }
          countLabel={count}
          sort={{
            label: t(`${ns}.sort.label`),
            value: search.sort,
            options: itemSorts.map((sort) => ({ value: sort, label: t(`${ns}.sort.${sort}`) })),
            onChange: (sort: ItemSort) => update({ ...search, sort }),
          }}
          emptyText={listing.total === null ? t(`${ns}.live.loading`) : t(`${ns}.list.empty`)}
          resetLabel={t(`${ns}.filters.reset`)}
          onReset={reset}
          items={listing.items}
          busy={listing.loading}
          renderItem={(ad) => (
            <ItemCard ad={ad} bike={bike} actions={<SaveAdButton id={ad.id} title={ad.title} />} />
          )}
          footer={
            <div className="item-list-more">
              {listing.failed ? (
                <p role="alert" className="item-list-failed">
                  {t(`${ns}.live.loadFailed`)}{' '}
                  <button type="button" className="btn btn-secondary" onClick={listing.retry}>
                    {t(`${ns}.live.retry`)}
                  </button>
                </p>
              ) : (
                <>
                  <MoreAdsLink
                    next={listing.next}
                    loadMore={listing.loadMore}
                    count={listing.items.length}
                    cardLink={(index) =>
                      document.querySelector<HTMLElement>(
                        `.catalog-list > li:nth-child(${index + 1}) a`,
                      )
                    }
                  />
                  {listing.loading && listing.items.length > 0 ? (
                    <p role="status">{t(`${ns}.live.loading`)}</p>
                  ) : null}
                </>
              )}
            </div>
          }
        />
      </div>
    </main>
  );
}

type UpdateSearch = (next: ItemSearch, options?: { typing?: string }) => void;

function PartFields({
  search,
  bike,
  update,
}: {
  search: PartSearch;
  bike: MyBike | null;
  update: UpdateSearch;
}) {
  const { t } = useTranslation();
  const { filters } = search;
  // A shared link's bike shows even before (or without) a bike of one's own.
  const toggleBike = filters.fits ?? bike;
  return (
    <>
      <SelectField
        label={t('spareParts.filters.brand')}
        value={filters.brand[0] ?? ''}
        options={[
          { value: '', label: t('spareParts.filters.allBrands') },
          ...withValue(partBrands, filters.brand[0]).map((value) => ({ value, label: value })),
        ]}
        onChange={(value) => update(withPartFilters(search, { brand: value ? [value] : [] }))}
      />
      <SelectField
        label={t('spareParts.filters.condition')}
        value={filters.condition ?? ''}
        options={[
          { value: '', label: t('spareParts.filters.anyCondition') },
          ...partConditions.map((value) => ({
            value,
            label: t(`spareParts.conditions.${value}`),
          })),
        ]}
        onChange={(value) =>
          update(
            withPartFilters(search, {
              condition: partConditions.find((condition) => condition === value) ?? null,
            }),
          )
        }
      />
      {toggleBike ? (
        <Check
          className="catalog-filters-wide"
          label={t('spareParts.live.fitsToggle', { bike: myBikeLabel(toggleBike) })}
          checked={filters.fits !== null}
          onChange={(event) =>
            update(withPartFilters(search, { fits: event.target.checked ? toggleBike : null }))
          }
        />
      ) : null}
    </>
  );
}

function GearFields({ search, update }: { search: GearSearch; update: UpdateSearch }) {
  const { t } = useTranslation();
  const { filters } = search;
  return (
    <>
      <SelectField
        label={t('bikerGear.filters.size')}
        value={filters.size ?? ''}
        options={[
          { value: '', label: t('bikerGear.filters.anySize') },
          ...gearSizes.map((value) => ({ value, label: value })),
        ]}
        onChange={(value) =>
          update(withGearFilters(search, { size: gearSizes.find((s) => s === value) ?? null }))
        }
      />
      <SelectField
        label={t('bikerGear.filters.brand')}
        value={filters.brand[0] ?? ''}
        options={[
          { value: '', label: t('bikerGear.filters.allBrands') },
          ...withValue(gearBrands, filters.brand[0]).map((value) => ({ value, label: value })),
        ]}
        onChange={(value) => update(withGearFilters(search, { brand: value ? [value] : [] }))}
      />
      <SelectField
        label={t('bikerGear.filters.price')}
        value={filters.band ?? ''}
        options={[
          { value: '', label: t('bikerGear.filters.anyPrice') },
          ...gearPriceBandIds.map((value) => ({
            value,
            label: t(`bikerGear.filters.bands.${value}`),
          })),
        ]}
        onChange={(value) =>
          update(
            withGearFilters(search, { band: gearPriceBandIds.find((b) => b === value) ?? null }),
          )
        }
      />
      <SelectField
        label={t('bikerGear.filters.condition')}
        value={filters.condition ?? ''}
        options={[
          { value: '', label: t('bikerGear.filters.anyCondition') },
          ...gearConditions.map((value) => ({
            value,
            label: t(`bikerGear.conditions.${value}`),
          })),
        ]}
        onChange={(value) =>
          update(
            withGearFilters(search, {
              condition: gearConditions.find((condition) => condition === value) ?? null,
            }),
          )
        }
      />
      <Check
        className="catalog-filters-wide"
        label={t('bikerGear.filters.slsOnly')}
        checked={filters.slsOnly}
        onChange={(event) => update(withGearFilters(search, { slsOnly: event.target.checked }))}
      />
    </>
  );
}
