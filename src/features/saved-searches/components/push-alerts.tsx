import { useEffect, useState } from 'react';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { useSavedVehicleIds } from '@/hooks/use-saved-vehicle-ids';
import { useTranslation } from '@/i18n/use-translation';
import {
  pushState,
  syncPushAlerts,
  turnOffPushAlerts,
  turnOnPushAlerts,
  type PushState,
} from '@/lib/push-alerts';
import type { SavedSearch } from '@/lib/saved-searches';

/** Opt-in push alerts for this browser (served by the marketplace server only). */
export function PushAlerts({ searches }: { searches: readonly SavedSearch[] }) {
  const { t, lang } = useTranslation();
  const savedAds = useSavedVehicleIds();
  // Null while prerendering and hydrating: only the browser knows its permission.
  const initial = useBrowserValue(pushState, null);
  const [changed, setState] = useState<PushState | null>(null);
  const state = changed ?? initial;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // The server alerts about what is saved now, in the language shown now.
  // Stopped from a notification meanwhile: the sync finds no subscription and the button says so.
  useEffect(() => {
    void syncPushAlerts(lang).then(() => setState(pushState()));
  }, [searches, savedAds, lang]);

  if (state === null || state === 'unsupported') return null;

  async function change(work: () => Promise<PushState>) {
    setBusy(true);
    setFailed(false);
    try {
      setState(await work());
    } catch (error) {
      console.warn('[alerts] could not change push alerts', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card ss-push" aria-labelledby="ss-push-heading">
      <h2 id="ss-push-heading">{t('alerts.push.heading')}</h2>
      <p>{t('alerts.push.intro')}</p>
      {state === 'denied' && <p className="alert">{t('alerts.push.denied')}</p>}
      {state === 'on' && <p role="status">{t('alerts.push.on')}</p>}
      {state === 'off' && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void change(() => turnOnPushAlerts(lang))}
        >
          {t('alerts.push.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void change(turnOffPushAlerts)}
        >
          {t('alerts.push.turnOff')}
        </button>
      )}
      {failed && (
        <p className="alert" role="alert">
          {t('alerts.push.failed')}
        </p>
      )}
    </section>
  );
}
