import type { ReactNode } from 'react';
import type { Option } from './catalog-results';

type Props = {
  /** Prefix of the heading's id. */
  idPrefix: string;
  title: string;
  resetLabel: string;
  onReset: () => void;
  children: ReactNode;
};

/** The filter panel: a titled form (changes apply at once, nothing to submit) and a reset. */
export function CatalogFilters({ idPrefix, title, resetLabel, onReset, children }: Props) {
  const titleId = `${idPrefix}-filters-title`;
  return (
    <form
      className="catalog-filters"
      aria-labelledby={titleId}
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className="catalog-filters-title">
        {title}
      </h2>
      <div className="catalog-filters-grid">{children}</div>
      <button type="button" className="btn btn-secondary btn-block" onClick={onReset}>
        {resetLabel}
      </button>
    </form>
  );
}

/** Options shown as they are stored, e.g. brand names and sizes. */
export function optionsOf<V extends string>(values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

type SelectProps<V extends string> = {
  id: string;
  label: string;
  value: V | '';
  /** The first option, "any", whose value is ''. */
  anyLabel: string;
  options: Option<V>[];
  onChange: (value: V | '') => void;
};

export function SelectFilter<V extends string>({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: SelectProps<V>) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
