import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { LeaseQuote, RateMethod } from '@/domain/leasing/lease-quote';
import { formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import type { LeaseFormValues } from '../lib/lease-setup';

type TextName = Exclude<keyof LeaseFormValues, 'method'>;
export type LeaseControls = {
  text: (name: TextName) => InputHTMLAttributes<HTMLInputElement>;
  method: SelectHTMLAttributes<HTMLSelectElement>;
  /** Already translated, per field. */
  errors: Partial<Record<keyof LeaseFormValues, string>>;
};

/** The calculator's inputs; the server's HTML and the live form render the same markup. */
export function LeaseFields({ controls }: { controls: LeaseControls }) {
  const { t } = useTranslation();
  const methods: { value: RateMethod; label: string }[] = [
    { value: 'reducing', label: t('buyer.leasing.reducing') },
    { value: 'flat', label: t('buyer.leasing.flat') },
  ];
  const text = (name: TextName, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={controls.errors[name]}>
      {(control) => (
        <Input {...control} {...controls.text(name)} inputMode="decimal" autoComplete="off" />
      )}
    </Field>
  );
  return (
    <div className="lease-fields">
      {text('downPayment', t('buyer.leasing.downPayment'))}
      {text('months', t('buyer.leasing.months'))}
      {text('yearlyRate', t('buyer.leasing.yearlyRate'), t('buyer.leasing.rateHint'))}
      <Field label={t('buyer.leasing.method')} className="lease-method">
        {(control) => <Select {...control} {...controls.method} options={methods} />}
      </Field>
    </div>
  );
}

/** Monthly instalment, total interest and total cost; dashes while an entry is refused. */
export function LeaseResult({ quote }: { quote: LeaseQuote | null }) {
  const { t } = useTranslation();
  const money = (value: number | undefined) =>
    value === undefined
      ? t('vehicles.dash')
      : formatVehiclePrice(value, { currency: t('common.currency.vehicle'), negotiable: '' });
  return (
    <dl className="lease-result" aria-live="polite">
      <div className="lease-monthly">
        <dt>{t('buyer.leasing.monthly')}</dt>
        <dd>{money(quote?.monthly)}</dd>
      </div>
      <div>
        <dt>{t('buyer.leasing.loan')}</dt>
        <dd>{money(quote?.loan)}</dd>
      </div>
      <div>
        <dt>{t('buyer.leasing.totalInterest')}</dt>
        <dd>{money(quote?.totalInterest)}</dd>
      </div>
      <div>
        <dt>{t('buyer.leasing.totalCost')}</dt>
        <dd>{money(quote?.totalCost)}</dd>
      </div>
    </dl>
  );
}
