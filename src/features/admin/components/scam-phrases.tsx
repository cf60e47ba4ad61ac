import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/use-translation';
import { phraseHoldBody } from '@/domain/messages/phrase-limits';
import {
  fetchScamPhrases,
  setPhraseHolds,
  setScamPhrase,
  type ScamPhrases as Phrases,
} from '@/lib/api/held-api';
import type { AdminSectionProps } from './admin-section-props';

/**
 * The phrases that hold a new ad for review: moderators add and remove them, and mark which of
 * them also hold messages (issue 46) rather than only warn the recipient.
 */
export function ScamPhrases({ csrfToken, busy, run, fail }: AdminSectionProps) {
  const { t } = useTranslation();
  const [phrases, setPhrases] = useState<Phrases>({ items: [], holding: [] });
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

  const hold = (phrase: string, holds: boolean) => {
    const body = phraseHoldBody(phrase, holds);
    if (!body) return;
    // The box follows the click at once; the stored list (or, on failure, the old one) follows.
    const before = phrases;
    const others = before.holding.filter((held) => held !== phrase);
    setPhrases({ ...before, holding: holds ? [...others, phrase] : others });
    void run(async () => {
      try {
        setPhrases(await setPhraseHolds(csrfToken, body));
      } catch (error) {
        setPhrases(before);
        throw error;
      }
      return t(holds ? 'admin.phrases.held.on' : 'admin.phrases.held.off', { phrase });
    });
  };

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
      <p className="hint">{t('admin.phrases.holdsHint')}</p>
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
        {phrases.items.map((phrase) => (
          <li key={phrase} className="badge admin-phrase" dir="auto">
            {phrase}{' '}
            <label className="admin-phrase-holds">
              <input
                type="checkbox"
                checked={phrases.holding.includes(phrase)}
                disabled={busy}
                aria-label={t('admin.phrases.holdsLabel', { phrase })}
                onChange={(event) => hold(phrase, event.target.checked)}
              />{' '}
              <span aria-hidden="true">{t('admin.phrases.holds')}</span>
            </label>
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
