import { useId, useState } from 'react';
import { Check } from '@/components/ui/check';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { manageErrorKey, managedId, type ManageState } from '@/lib/api/manage-api';
import { showOwnPhone } from '@/lib/own-ads/use-manage-state';

/**
 * "Show my number" for one ad (on by default). Off, the server leaves the number out of every
 * public page and answer, and buyers can only message the seller on the site.
 */
export function ShowPhoneToggle({
  state,
  token,
  onChange,
}: {
  state: ManageState;
  token: string;
  onChange: (state: ManageState) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ key: TranslationKey; error: boolean } | null>(null);
  // The box follows the tap at once; a refused change puts it back.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shown = wanted ?? state.showPhone;

  async function change(next: boolean) {
    setBusy(true);
    setSaid(null);
    setWanted(next);
    try {
      onChange(await showOwnPhone(managedId(state), token, next));
      setSaid({
        key: next ? 'postAd.manageContact.savedShown' : 'postAd.manageContact.savedHidden',
        error: false,
      });
    } catch (error) {
      console.error('[manage] could not change "Show my number"', error);
      setSaid({ key: manageErrorKey(error), error: true });
    } finally {
      setWanted(null);
      setBusy(false);
    }
  }

  return (
    <section className="card card-body manage-ad-contact" aria-labelledby="manage-contact">
      <h2 id="manage-contact" className="section-title">
        {t('postAd.manageContact.title')}
      </h2>
      <Check
        label={t('postAd.manageContact.showPhone')}
        checked={shown}
        disabled={busy}
        aria-describedby={hintId}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <p id={hintId} className="hint">
        {t(shown ? 'postAd.manageContact.shownHint' : 'postAd.manageContact.hiddenHint')}
      </p>
      {said ? (
        <p className={said.error ? 'error-text' : 'hint'} role={said.error ? 'alert' : 'status'}>
          {t(said.key)}
        </p>
      ) : null}
    </section>
  );
}
