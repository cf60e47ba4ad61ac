import type { ReactNode } from 'react';
import { SelectField, type Option } from '@/components/ui/select';

type Props<T extends { id: string }, C extends string, S extends string> = {
  /** Prefix of the count heading's id. */
  idPrefix: string;
  categories: { label: string; value: C; options: Option<C>[]; onChange: (value: C) => void };
  /** Shown between the category chips and the count, e.g. a sub-category panel. */
  extra?: ReactNode;
  countLabel: string;
  sort: { label: string; value: S; options: Option<S>[]; onChange: (value: S) => void };
  emptyText: string;
  resetLabel: string;
  onReset: () => void;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** A newer list is loading (the live views): the cards shown are the previous search's. */
  busy?: boolean;
  /** Under the cards, e.g. the live views' "More ads" link. */
  footer?: ReactNode;
};

/** Category chips, the live count with the sort select, then the cards or an empty state. */
export function CatalogueResults<T extends { id: string }, C extends string, S extends string>({
  idPrefix,
  categories,
  extra,
  countLabel,
  sort,
  emptyText,
  resetLabel,
  onReset,
  items,
  renderItem,
  busy,
  footer,
}: Props<T, C, S>) {
  const countId = `${idPrefix}-count`;
  return (
    <section className="catalog-results" aria-labelledby={countId}>
      <div className="catalog-categories" role="group" aria-label={categories.label}>
        {categories.options.map((option) => (
          <button
            key={option.value || 'all'}
            type="button"
            className="catalog-chip"
            aria-pressed={categories.value === option.value}
            onClick={() => categories.onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {extra}
      <div className="catalog-toolbar">
        <h2 id={countId} className="catalog-count" aria-live="polite" aria-atomic="true">
          {countLabel}
        </h2>
        <SelectField className="catalog-sort" {...sort} />
      </div>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{emptyText}</p>
          <button type="button" className="btn btn-primary" onClick={onReset}>
            {resetLabel}
          </button>
        </div>
      ) : (
        <ul
          className="grid-cards catalog-list"
          aria-labelledby={countId}
          aria-busy={busy || undefined}
        >
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
