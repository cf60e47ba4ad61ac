import { memo, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  emptyVehicleSearch,
  type VehicleFilters as Filters,
} from '@/domain/vehicles/vehicle-search';
import { VehicleFilterFields, type FilterDraft } from './vehicle-filter-fields';

type Props = {
  id: string;
  applied: Filters;
  makes: string[];
  locations: string[];
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

/** Edits a draft until Apply; refilled when applied filters change, so Back/Forward show them. */
export const VehicleFilters = memo(function VehicleFilters({
  id,
  applied,
  makes,
  locations,
  onClose,
  onApply,
  onReset,
}: Props) {
  const { t } = useTranslation();
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

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  // Clears unapplied edits too, or they would come back on the next Apply.
  function reset() {
    setDraft(toDraft(emptyVehicleSearch));
    setLocationQuery('');
    onReset();
  }

  return (
    <section id={id} className="vl-filters" aria-labelledby={titleId}>
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

        <VehicleFilterFields
          draft={draft}
          setDraft={setDraft}
          makes={makes}
          locations={locations}
          locationQuery={locationQuery}
          onLocationQuery={setLocationQuery}
        />

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
