import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { placeName } from '@/data/places';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { includesFolded } from '@/domain/vehicles/filter-vehicles';
import {
  emptyVehicleSearch,
  type VehicleFilters as Filters,
} from '@/domain/vehicles/vehicle-search';

export type FilterDraft = {
  make: string[];
  location: string[];
  yearMin: string;
  yearMax: string;
  priceMin: string;
  priceMax: string;
  q: string;
};

type Props = {
  id: string;
  applied: Filters;
  makes: string[];
  locations: string[];
  /** Only ever true on small screens, where the panel is a drawer. */
  open: boolean;
  onClose: () => void;
  onApply: (draft: FilterDraft) => void;
  onReset: () => void;
};

function toDraft(filters: Filters): FilterDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    make: filters.make,
    location: filters.location,
    yearMin: text(filters.yearMin),
    yearMax: text(filters.yearMax),
    priceMin: text(filters.priceMin),
    priceMax: text(filters.priceMax),
    q: filters.q,
  };
}

function toggle(list: string[], value: string): string[] {
  return includesFolded(list, value)
    ? list.filter((item) => item.toLowerCase() !== value.toLowerCase())
    : [...list, value];
}

/** Options shown before "Show all": a category's usual makes and towns all fit. */
export const OPTIONS_SHOWN = 40;

type CheckOptionsProps = {
  options: string[];
  selected: string[];
  onToggle: (value: string) => void;
  emptyText?: string;
  /** The text shown for a value (e.g. a town in the reader's language); the value by default. */
  labelOf?: (value: string) => string;
};

/**
 * A list of checkboxes. Ads posted from one browser can hold thousands of different towns or
 * makes: past OPTIONS_SHOWN the rest (checked ones excepted) wait behind "Show all", which
 * keeps the page small; the location search still finds every town.
 */
const CheckOptions = memo(function CheckOptions({
  options,
  selected,
  onToggle,
  emptyText,
  labelOf,
}: CheckOptionsProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = options.length > OPTIONS_SHOWN;
  const shown =
    long && !expanded
      ? options.filter((option, index) => index < OPTIONS_SHOWN || includesFolded(selected, option))
      : options;
  return (
    <div className="vl-options">
      {shown.map((option) => (
        <label key={option} className="check">
          <input
            type="checkbox"
            checked={includesFolded(selected, option)}
            onChange={() => onToggle(option)}
          />
          <span>{labelOf ? labelOf(option) : option}</span>
        </label>
      ))}
      {options.length === 0 && emptyText && <p className="hint">{emptyText}</p>}
      {long && (
        <button
          type="button"
          className="btn btn-ghost btn-sm vl-options-more"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded
            ? t('vehicles.filters.showFewer')
            : t('vehicles.filters.showAll', { n: formatNumber(options.length) })}
        </button>
      )}
    </div>
  );
});

/**
 * The filter sidebar (a drawer on phones). Edits a draft; nothing changes until Apply filters.
 * Refilled from the applied filters whenever they change, so Back/Forward show them.
 */
export const VehicleFilters = memo(function VehicleFilters({
  id,
  applied,
  makes,
  locations,
  open,
  onClose,
  onApply,
  onReset,
}: Props) {
  const { t, lang } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(applied));
  // When the applied filters change (Apply, Reset, Back/Forward) the form shows them again.
  // Adjusted during render rather than by remounting, so the checkboxes are not rebuilt.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(toDraft(applied));
  }
  const [locationQuery, setLocationQuery] = useState('');
  const titleId = useId();
  const fieldId = useId();
  const panelRef = useRef<HTMLElement>(null);

  // As a drawer (phones) it is modal: focus moves in when it opens and Tab cycles inside it.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [open]);
  useFocusTrap(open, [panelRef]);

  // Towns show in the reader's language; the search finds them by either name.
  const townName = useCallback((location: string) => placeName(location, lang), [lang]);
  const visibleLocations = useMemo(() => {
    const query = locationQuery.normalize('NFC').trim().toLowerCase();
    return query
      ? locations.filter(
          (location) =>
            location.toLowerCase().includes(query) ||
            townName(location).toLowerCase().includes(query),
        )
      : locations;
  }, [locations, locationQuery, townName]);

  function set<K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }
  // Stable, so typing in the other fields does not re-render every checkbox.
  const toggleLocation = useCallback(
    (value: string) =>
      setDraft((current) => ({ ...current, location: toggle(current.location, value) })),
    [],
  );
  const toggleMake = useCallback(
    (value: string) => setDraft((current) => ({ ...current, make: toggle(current.make, value) })),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  // Clears the form too: edits not yet applied (e.g. with no filters applied, so the applied
  // filters do not change) would otherwise stay and come back on the next Apply.
  function reset() {
    setDraft(toDraft(emptyVehicleSearch));
    setLocationQuery('');
    onReset();
  }

  return (
    <section
      ref={panelRef}
      id={id}
      className={`vl-filters${open ? ' is-open' : ''}`}
      aria-labelledby={titleId}
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
    >
      <form
        className="vl-filters-form"
        onSubmit={submit}
        onReset={(event) => event.preventDefault()}
      >
        <div className="vl-filters-head">
          <h2 id={titleId} className="vl-filters-title">
            {t('vehicles.filters.title')}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-icon vl-filters-close"
            onClick={onClose}
            aria-label={t('vehicles.filters.close')}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>

        <div className="vl-filters-body">
          <div className="field">
            <label className="label" htmlFor={`${fieldId}-q`}>
              {t('vehicles.filters.keyword')}
            </label>
            <input
              id={`${fieldId}-q`}
              className="input"
              type="search"
              value={draft.q}
              maxLength={100}
              aria-describedby={`${fieldId}-q-hint`}
              onChange={(event) => set('q', event.target.value)}
            />
            <span id={`${fieldId}-q-hint`} className="hint">
              {t('vehicles.filters.keywordHint')}
            </span>
          </div>

          <fieldset className="vl-fieldset">
            <legend className="label">{t('vehicles.filters.location')}</legend>
            <input
              className="input"
              type="search"
              value={locationQuery}
              aria-label={t('vehicles.filters.searchLocations')}
              placeholder={t('vehicles.filters.searchLocations')}
              onChange={(event) => setLocationQuery(event.target.value)}
            />
            <CheckOptions
              options={visibleLocations}
              selected={draft.location}
              onToggle={toggleLocation}
              emptyText={t('vehicles.filters.noLocations')}
              labelOf={townName}
            />
          </fieldset>

          <fieldset className="vl-fieldset">
            <legend className="label">{t('vehicles.filters.make')}</legend>
            <CheckOptions options={makes} selected={draft.make} onToggle={toggleMake} />
          </fieldset>

          {(['year', 'price'] as const).map((range) => (
            <fieldset key={range} className="vl-fieldset">
              <legend className="label">{t(`vehicles.filters.${range}`)}</legend>
              <div className="vl-range">
                {(['Min', 'Max'] as const).map((end) => {
                  const key = `${range}${end}` as const;
                  return (
                    <input
                      key={key}
                      className="input"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={draft[key]}
                      placeholder={t(
                        end === 'Min' ? 'vehicles.filters.min' : 'vehicles.filters.max',
                      )}
                      aria-label={t(`vehicles.filters.${key}`)}
                      onChange={(event) => set(key, event.target.value)}
                    />
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>

        <div className="vl-filters-actions">
          <button type="submit" className="btn btn-primary">
            {t('vehicles.filters.apply')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={reset}>
            {t('vehicles.filters.reset')}
          </button>
        </div>
      </form>
    </section>
  );
});
