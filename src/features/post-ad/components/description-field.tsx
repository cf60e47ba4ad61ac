import type { Control, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { ControlProps } from '@/components/ui/field';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';
import { formatNumber } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';

const MAX = VEHICLE_LIMITS.descriptionMax;

type Props<T extends FieldValues> = UseFormRegisterReturn<'description'> & {
  control: Control<T>;
  controlProps: ControlProps;
};

/**
 * The seller's description: plain text with its line breaks, and a live "120 / 3,000" count. The
 * box takes at most the limit (a longer paste is cut there), and says so when it is reached.
 */
export function DescriptionField<T extends FieldValues>({
  control,
  controlProps,
  ...registered
}: Props<T>) {
  const { t } = useTranslation();
  // Only this field re-renders as the seller types, not the whole form.
  const value = useWatch({ control, name: 'description' as Path<T> }) as string;
  const count = value.length;
  const countId = `${controlProps.id}-count`;
  const describedBy = [controlProps['aria-describedby'], countId].filter(Boolean).join(' ');
  const vars = { count: formatNumber(count), max: formatNumber(MAX) };
  return (
    <>
      <textarea
        {...controlProps}
        aria-describedby={describedBy}
        className="textarea post-ad-description"
        rows={6}
        maxLength={MAX}
        {...registered}
      />
      <p className="hint post-ad-count" id={countId}>
        {t('postAd.fields.descriptionCount', vars)}
      </p>
      {/* Announced once, when the limit is reached; empty (and silent) otherwise. */}
      <p className="error-text post-ad-count-full" role="status">
        {count >= MAX ? t('postAd.fields.descriptionFull', vars) : null}
      </p>
    </>
  );
}
