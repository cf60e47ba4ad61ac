import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/use-translation';
import { phraseHoldBody } from '@/domain/messages/phrase-limits';
import { setPhraseHolds, setScamPhrase, type ScamPhrases as Phrases } from '@/lib/api/held-api';
import type { AdminSectionProps } from './admin-section-props';

/** Until the list comes (it did not): none. */
const NONE: Phrases = { items: [], holding: [] };

/**
 * The phrases that hold a new ad for review: moderators add and remove them, and mark which of
 * them also hold messages (issue 46) rather than only warn the recipient.
 */
export function ScamPhrases({
  csrfToken,
  busy,
  run,
  phrases: stored,
}: AdminSectionProps & { phrases: Phrases | null }) {
  const { t } = useTranslation();
  // A box the moderator just ticked, shown at once until the stored list follows (a new answer
  // of the page's loader) or the change fails.
  const [ticked, setTicked] = useState<{ from: Phrases | null; shown: Phrases } | null>(null);
  const phrases = ticked && ticked.from === stored ? ticked.shown : (stored ?? NONE);
  const [typed, setTyped] = useState('');

  const change = (phrase: string, present: boolean) =>
    run(async () => {
      await setScamPhrase(csrfToken, phrase, present);
      if (present) setTyped('');
      return t(present ? 'admin.phrases.done.add' : 'admin.phrases.done.remove');
    });

  const hold = (phrase: string, holds: boolean) => {
    const body = phraseHoldBody(phrase, holds);
    if (!body) return;
    const others = phrases.holding.filter((held) => held !== phrase);
    setTicked({
      from: stored,
      shown: { ...phrases, holding: holds ? [...others, phrase] : others },
    });
    void run(async () => {
      try {
        await setPhraseHolds(csrfToken, body);
      } catch (error) {
        setTicked(null);
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
