import { useId } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Check } from '@/components/ui/check';
import { Fieldset } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { knownMakes, knownModels } from '@/domain/listings/fitment';
import {
  ITEM_LIMITS,
  gearConditions,
  gearSizes,
  helmetTypes,
  partCategories,
  gearCategories,
  partConditions,
  type ItemKind,
} from '@/domain/listings/item-types';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { registerBikerGearTexts } from '@/i18n/namespaces/biker-gear';
import { registerSparePartsTexts } from '@/i18n/namespaces/spare-parts';
import { useTranslation } from '@/i18n/use-translation';
import { emptyFit, useErrorText, type ItemFieldBuilders, type ItemFields } from './item-fields';

type Register = UseFormRegister<ItemFields>;

const conditionLabels = {
  new: 'postAd.options.new',
  used: 'postAd.options.used',
  refurbished: 'postAd.item.refurbished',
} as const;

/** What is sold: category, condition, title, brand (and a part's number). */
export function ItemAboutSection({
  kind,
  fields,
  register,
  errors,
}: {
  kind: ItemKind;
  fields: ItemFieldBuilders;
  register: Register;
  errors: FieldErrors<ItemFields>;
}) {
  // The category names are the Spare Parts and Biker Gear sections' own.
  registerSparePartsTexts();
  registerBikerGearTexts();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const categories =
    kind === 'part'
      ? partCategories.map((value) => ({ value, label: t(`spareParts.categories.${value}`) }))
      : gearCategories.map((value) => ({ value, label: t(`bikerGear.categories.${value}`) }));
  const conditions = kind === 'part' ? partConditions : gearConditions;
  const conditionError = errorText(errors.condition);
  return (
    <fieldset className="post-ad-section">
      <legend className="section-title">
        {t(kind === 'part' ? 'postAd.item.sectionPart' : 'postAd.item.sectionGear')}
      </legend>
      <div className="post-ad-grid">
        {fields.selectField('category', 'postAd.item.category', categories)}
        <Fieldset legend={t('postAd.fields.condition')} className="field post-ad-radios">
          <div className="cluster">
            {conditions.map((value) => (
              <Check
                key={value}
                type="radio"
                value={value}
                label={t(conditionLabels[value])}
                {...register('condition')}
              />
            ))}
          </div>
          {conditionError ? (
            <p className="error-text" role="alert">
              {conditionError}
            </p>
          ) : null}
        </Fieldset>
        {fields.textField('title')}
        {fields.textField('brand')}
        {kind === 'part' ? fields.textField('partNumber') : null}
      </div>
    </fieldset>
  );
}

/**
 * The bikes a part fits: rows of make + model + years, suggested from the brand and model table
 * (any other name is kept as typed), or "fits any bike". And the papers of a numbered part.
 */
export function FitmentSection({
  control,
  register,
  errors,
  onAnyBike,
}: {
  control: Control<ItemFields>;
  register: Register;
  errors: FieldErrors<ItemFields>;
  /** Ticked: the rows are emptied (nothing to check); unticked: one empty row comes back. */
  onAnyBike: (any: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const listId = useId();
  const { fields: rows, append, remove } = useFieldArray({ control, name: 'fitment' });
  const [anyBike, carriesNumber] = useWatch({ control, name: ['fitsAnyBike', 'carriesNumber'] });
  const fitErrors = errors.fitment;
  const listError = errorText(fitErrors?.root ?? (fitErrors as { message?: string } | undefined));
  const papersError = errorText(errors.papersConfirmed);
  return (
    <fieldset className="post-ad-section">
      <legend className="section-title">{t('postAd.item.sectionFits')}</legend>
      <div className="stack">
        <div className="field">
          <Check
            label={t('postAd.item.fitsAny')}
            aria-describedby={`${listId}-any`}
            {...register('fitsAnyBike', {
              onChange: (event: { target: { checked: boolean } }) =>
                onAnyBike(event.target.checked),
            })}
          />
          <p className="hint" id={`${listId}-any`}>
            {t('postAd.item.fitsAnyHint')}
          </p>
        </div>
        {anyBike ? null : (
          <>
            <p className="muted">
              {t('postAd.item.fitsIntro')} {t('postAd.item.fitYearsHint')}
            </p>
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
            <ol className="item-fit-rows">
              {rows.map((row, index) => {
                const n = index + 1;
                const rowError = errorText(fitErrors?.[index] as { message?: string } | undefined);
                const errorId = `${listId}-${row.id}-error`;
                const invalid = rowError
                  ? { 'aria-invalid': true, 'aria-describedby': errorId }
                  : {};
                return (
                  <li key={row.id}>
                    <fieldset className="item-fit-row">
                      <legend className="label">{t('postAd.item.fitBike', { n })}</legend>
                      <div className="item-fit-grid">
                        <label className="item-fit-cell">
                          <span className="hint">{t('postAd.item.fitMake')}</span>
                          <Input
                            list={`${listId}-makes`}
                            maxLength={VEHICLE_LIMITS.makeMax}
                            autoComplete="off"
                            {...invalid}
                            {...register(`fitment.${index}.make`)}
                          />
                        </label>
                        <label className="item-fit-cell">
                          <span className="hint">{t('postAd.item.fitModel')}</span>
                          <Input
                            list={`${listId}-models`}
                            maxLength={VEHICLE_LIMITS.modelMax}
                            autoComplete="off"
                            {...invalid}
                            {...register(`fitment.${index}.model`)}
                          />
                        </label>
                        <label className="item-fit-cell">
                          <span className="hint">{t('postAd.item.fitYearFrom')}</span>
                          <Input
                            type="number"
                            inputMode="numeric"
                            step={1}
                            {...invalid}
                            {...register(`fitment.${index}.yearFrom`)}
                          />
                        </label>
                        <label className="item-fit-cell">
                          <span className="hint">{t('postAd.item.fitYearTo')}</span>
                          <Input
                            type="number"
                            inputMode="numeric"
                            step={1}
                            {...invalid}
                            {...register(`fitment.${index}.yearTo`)}
                          />
                        </label>
                      </div>
                      {rowError ? (
                        <p className="error-text" id={errorId} role="alert">
                          {rowError}
                        </p>
                      ) : null}
                      {rows.length > 1 ? (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => remove(index)}
                        >
                          {t('postAd.item.removeFit', { n })}
                        </button>
                      ) : null}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {rows.length < ITEM_LIMITS.fitmentMax ? (
              <div>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => append(emptyFit, { shouldFocus: true })}
                >
                  {t('postAd.item.addFit')}
                </button>
              </div>
            ) : null}
          </>
        )}
        {listError ? (
          <p className="error-text" role="alert">
            {listError}
          </p>
        ) : null}
        <div className="field item-papers">
          <Check label={t('postAd.item.carriesNumber')} {...register('carriesNumber')} />
          {carriesNumber ? (
            <>
              <p className="alert">{t('postAd.item.papersNote')}</p>
              <Check
                label={t('postAd.item.papersConfirmed')}
                aria-invalid={Boolean(papersError)}
                {...register('papersConfirmed')}
              />
              {papersError ? (
                <p className="error-text" role="alert">
                  {papersError}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/** Gear: its size, and for a helmet its type, size in cm and the SLS mark (a required answer). */
export function GearSection({
  fields,
  control,
  register,
  errors,
}: {
  fields: ItemFieldBuilders;
  control: Control<ItemFields>;
  register: Register;
  errors: FieldErrors<ItemFields>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hintId = useId();
  const category = useWatch({ control, name: 'category' });
  const helmet = category === 'helmets';
  const slsError = errorText(errors.slsMark);
  return (
    <fieldset className="post-ad-section">
      <legend className="section-title">{t('postAd.item.size')}</legend>
      <div className="post-ad-grid">
        {fields.selectField(
          'size',
          'postAd.item.size',
          gearSizes.map((value) => ({ value, label: value })),
        )}
        {helmet ? (
          <>
            {fields.textField('helmetCm')}
            {fields.selectField(
              'helmetType',
              'postAd.item.helmetType',
              helmetTypes.map((value) => ({ value, label: t(`postAd.item.helmetTypes.${value}`) })),
            )}
            <fieldset
              className="field post-ad-radios post-ad-wide"
              aria-describedby={`${hintId}-sls`}
              aria-invalid={Boolean(slsError)}
            >
              <legend className="label">
                {t('postAd.item.sls')}
                <span aria-hidden="true" className="required-mark">
                  {' *'}
                </span>
                <span className="visually-hidden"> ({t('postAd.required')})</span>
              </legend>
              <div className="cluster">
                <Check
                  type="radio"
                  value="yes"
                  label={t('postAd.item.slsYes')}
                  {...register('slsMark')}
                />
                <Check
                  type="radio"
                  value="no"
                  label={t('postAd.item.slsNo')}
                  {...register('slsMark')}
                />
              </div>
              <p className="hint" id={`${hintId}-sls`}>
                {t('postAd.item.slsHint')}
              </p>
              {slsError ? (
                <p className="error-text" role="alert">
                  {slsError}
                </p>
              ) : null}
            </fieldset>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
