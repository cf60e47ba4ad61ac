import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { leaseQuote } from '@/domain/leasing/lease-quote';
import { formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import {
  leaseFormSchema,
  type LeaseErrorKey,
  type LeaseFormOutput,
  type LeaseFormValues,
  type leaseSetup,
} from '../lib/lease-form';
import { LeaseFields, LeaseResult } from './lease-fields';

type Props = { setup: ReturnType<typeof leaseSetup> };

/** The live calculator: every entry checked as it is typed; the sums follow valid entries. */
export default function LeasingForm({ setup }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(
    () => leaseFormSchema(setup.price, setup.minDown),
    [setup.price, setup.minDown],
  );
  const { register, control, formState } = useForm<LeaseFormValues, unknown, LeaseFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: setup.defaults,
    mode: 'onChange',
  });
  const values = useWatch({ control });
  const parsed = schema.safeParse(values);
  const quote = parsed.success ? leaseQuote({ price: setup.price, ...parsed.data }) : null;
  const money = (value: number) =>
    formatVehiclePrice(value, { currency: t('common.currency.vehicle'), negotiable: '' });
  const messageOf = (key: string | undefined) => {
    if (!key) return undefined;
    const vars = { amount: money(key === 'downMax' ? setup.price : setup.minDown) };
    return t(`buyer.leasing.errors.${key as LeaseErrorKey}`, vars);
  };
  const errors = Object.fromEntries(
    Object.entries(formState.errors).map(([name, error]) => [name, messageOf(error?.message)]),
  );
  return (
    <form className="lease-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <LeaseFields
        controls={{ text: (name) => register(name), method: register('method'), errors }}
      />
      <LeaseResult quote={quote} />
    </form>
  );
}
