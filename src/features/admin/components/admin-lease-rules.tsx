import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { LoanToValueRules } from '@/domain/leasing/loan-to-value';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminSession } from '@/lib/api/admin-api';
import { saveLeaseRules } from '@/lib/api/lease-rules-api';

type Draft = Record<
  'asOf' | 'source' | 'capOther' | 'capCommercial' | 'rateOther' | 'rateCommercial',
  string
>;

const toDraft = (rules: LoanToValueRules): Draft => ({
  asOf: rules.asOf,
  source: rules.source,
  capOther: String(Math.round(rules.caps.other * 1000) / 10),
  capCommercial: String(Math.round(rules.caps.commercial * 1000) / 10),
  rateOther: String(rules.defaultRates.other),
  rateCommercial: String(rules.defaultRates.commercial),
});

/** Per cent as typed; NaN (refused by the server's schema) for anything that is not a figure. */
const figure = (text: string) => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

const fromDraft = (draft: Draft): LoanToValueRules => ({
  asOf: draft.asOf,
  source: draft.source,
  caps: { other: figure(draft.capOther) / 100, commercial: figure(draft.capCommercial) / 100 },
  defaultRates: { other: figure(draft.rateOther), commercial: figure(draft.rateCommercial) },
});

/** The leasing calculator's caps and default rates: moderators change them with the directions. */
export function AdminLeaseRules({
  session,
  rules,
  onError,
}: {
  session: AdminSession;
  /** The rules as stored (the page's loader). */
  rules: LoanToValueRules;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => toDraft(rules));
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (name: keyof Draft) => (event: { target: { value: string } }) => {
    setSaved(false);
    setDraft({ ...draft, [name]: event.target.value });
  };
  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setDraft(toDraft(await saveLeaseRules(session.csrfToken, fromDraft(draft))));
      setSaved(true);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }
  const field = (name: keyof Draft, label: string, type = 'text') => (
    <Field label={label}>
      {(control) => (
        <Input {...control} type={type} name={name} value={draft[name]} onChange={change(name)} />
      )}
    </Field>
  );
  return (
    <section className="card card-body stack" aria-labelledby="admin-lease-title">
      <h2 id="admin-lease-title" className="section-title">
        {t('admin.leaseRules.heading')}
      </h2>
      <p className="hint">{t('admin.leaseRules.intro')}</p>
      <form className="stack" onSubmit={save}>
        {field('asOf', t('admin.leaseRules.asOf'), 'date')}
        {field('source', t('admin.leaseRules.source'))}
        {field('capOther', t('admin.leaseRules.capOther'))}
        {field('capCommercial', t('admin.leaseRules.capCommercial'))}
        {field('rateOther', t('admin.leaseRules.rateOther'))}
        {field('rateCommercial', t('admin.leaseRules.rateCommercial'))}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin.leaseRules.save')}
        </button>
        {saved ? <p role="status">{t('admin.leaseRules.saved')}</p> : null}
      </form>
    </section>
  );
}
