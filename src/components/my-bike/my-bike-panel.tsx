import { useId, useState, type KeyboardEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { knownMakes, knownModels } from '@/domain/listings/fitment';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { useTranslation } from '@/i18n/use-translation';
import {
  checkMyBike,
  clearMyBike,
  myBikeLabel,
  saveMyBike,
  type MyBike,
  type MyBikeProblem,
} from '@/lib/my-bike';
import './my-bike.css';

type Props = {
  bike: MyBike | null;
  /** Called with the bike just saved (the view may turn "Fits my bike" on). */
  onSaved?: (bike: MyBike) => void;
};

/**
 * "My bike": the buyer's make, model and year, set once and kept in this browser. Known makes and
 * models are suggested (the project's brand and model table); anything else is kept as typed.
 */
export function MyBikePanel({ bike, onSaved }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  return (
    <section className="my-bike" aria-labelledby={titleId}>
      <h3 id={titleId} className="my-bike-title">
        {t('spareParts.myBike.title')}
      </h3>
      {editing ? (
        <MyBikeForm
          bike={bike}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved?.(saved);
          }}
        />
      ) : bike ? (
        <div className="my-bike-current">
          <p>{t('spareParts.myBike.current', { bike: `${bike.make} ${myBikeLabel(bike)}` })}</p>
          <div className="my-bike-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              {t('spareParts.myBike.change')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={clearMyBike}>
              {t('spareParts.myBike.remove')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="hint">{t('spareParts.myBike.intro')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
            {t('spareParts.myBike.set')}
          </button>
        </>
      )}
    </section>
  );
}

function MyBikeForm({
  bike,
  onDone,
}: {
  bike: MyBike | null;
  onDone: (saved: MyBike | null) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [values, setValues] = useState({
    make: bike?.make ?? '',
    model: bike?.model ?? '',
    year: bike ? String(bike.year) : '',
  });
  const [problems, setProblems] = useState<MyBikeProblem[]>([]);
  const [notKept, setNotKept] = useState(false);
  const errorOf = (field: MyBikeProblem) =>
    problems.includes(field)
      ? t(`spareParts.myBike.errors.${field}`, {
          min: VEHICLE_LIMITS.minYear,
          max: VEHICLE_LIMITS.maxYear(),
        })
      : undefined;

  function submit() {
    const checked = checkMyBike(values);
    setProblems(checked.problems);
    if (!checked.bike) return;
    try {
      saveMyBike(checked.bike);
    } catch {
      setNotKept(true);
      return;
    }
    onDone(checked.bike);
  }

  return (
    // Not a <form>: the panel sits in the view's filter form. Enter in a box saves, as a form would.
    <div
      className="my-bike-form"
      role="group"
      aria-label={t('spareParts.myBike.title')}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          submit();
        }
      }}
    >
      <Field label={t('spareParts.myBike.make')} error={errorOf('make')}>
        {(control) => (
          <Input
            {...control}
            list={`${listId}-makes`}
            autoComplete="off"
            maxLength={VEHICLE_LIMITS.makeMax}
            placeholder={t('spareParts.myBike.makePlaceholder')}
            value={values.make}
            onChange={(event) => setValues({ ...values, make: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('spareParts.myBike.model')} error={errorOf('model')}>
        {(control) => (
          <Input
            {...control}
            list={`${listId}-models`}
            autoComplete="off"
            maxLength={VEHICLE_LIMITS.modelMax}
            placeholder={t('spareParts.myBike.modelPlaceholder')}
            value={values.model}
            onChange={(event) => setValues({ ...values, model: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('spareParts.myBike.year')} error={errorOf('year')}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={values.year}
            onChange={(event) => setValues({ ...values, year: event.target.value })}
          />
        )}
      </Field>
      <datalist id={`${listId}-makes`}>
        {knownMakes.map((make) => (
          <option key={make} value={make} />
        ))}
      </datalist>
      <datalist id={`${listId}-models`}>
        {knownModels.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
      {notKept ? (
        <p className="error-text" role="alert">
          {t('spareParts.myBike.notKept')}
        </p>
      ) : null}
      <div className="my-bike-actions">
        <button type="button" className="btn btn-primary" onClick={submit}>
          {t('spareParts.myBike.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)}>
          {t('spareParts.myBike.cancel')}
        </button>
      </div>
    </div>
  );
}
