import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/use-translation';
import { fetchScamPhrases, setScamPhrase } from '@/lib/api/held-api';
import type { AdminSectionProps } from './admin-section-props';

/** The phrases that hold a new ad for review: moderators add and remove them. */
export function ScamPhrases({ csrfToken, busy, run, fail }: AdminSectionProps) {
  const { t } = useTranslation();
  const [phrases, setPhrases] = useState<string[]>([]);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    let live = true;
    fetchScamPhrases()
      .then((found) => live && setPhrases(found))
      .catch((error: unknown) => live && fail(error));
    return () => {
      live = false;
    };
  }, [fail]);

  const change = (phrase: string, present: boolean) =>
    run(async () => {
      setPhrases(await setScamPhrase(csrfToken, phrase, present));
      if (present) setTyped('');
      return t(present ? 'admin.phrases.done.add' : 'admin.phrases.done.remove');
    });

  function add(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().length >= 4) void change(typed, true);
  }

  return (
    <section className="card card-body stack" aria-labelledby="admin-phrases-title">
      <h2 id="admin-phrases-title" className="section-title">
        {t('admin.phrases.heading')}
      </h2>
      <p className="hint">{t('admin.phrases.hint')}</p>
      <form className="admin-inline-form" onSubmit={add}>
        <Field label={t('admin.phrases.label')}>
          {(control) => (
            <Input
              {...control}
              name="phrase"
              minLength={4}
              maxLength={80}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin.phrases.add')}
        </button>
      </form>
      <ul className="cluster admin-phrases" role="list">
        {phrases.map((phrase) => (
          <li key={phrase} className="badge" dir="auto">
            {phrase}{' '}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              aria-label={t('admin.phrases.remove', { phrase })}
              onClick={() => void change(phrase, false)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
