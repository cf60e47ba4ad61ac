import { useState } from 'react';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { useTranslation } from '@/i18n/use-translation';
import type { PushState } from '@/lib/push-alerts';
import { messagePushState, turnOffMessagePush, turnOnMessagePush } from '@/lib/push-messages';

/**
 * The seller's opt-in to a push for each new message about one ad (served by the marketplace
 * server only; nothing where the browser cannot show notifications). The push says which ad,
 * never what the message says.
 */
export function MessagePushToggle({ id, token }: { id: string; token: string }) {
  const { t, lang } = useTranslation();
  // Null while hydrating: only the browser knows its permission.
  const initial = useBrowserValue(() => messagePushState(id), null);
  const [changed, setState] = useState<PushState | null>(null);
  const state = changed ?? initial;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (state === null || state === 'unsupported') return null;

  async function change(work: () => Promise<PushState>) {
    setBusy(true);
    setFailed(false);
    try {
      setState(await work());
    } catch (error) {
      console.warn('[messages] could not change message notifications', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card card-body manage-ad-push" aria-labelledby="manage-push-heading">
      <h2 id="manage-push-heading" className="section-title">
        {t('postAd.messagePush.title')}
      </h2>
      <p>{t('postAd.messagePush.intro')}</p>
      {state === 'denied' && <p className="alert">{t('postAd.messagePush.denied')}</p>}
      {state === 'on' && <p role="status">{t('postAd.messagePush.on')}</p>}
      {state === 'off' && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void change(() => turnOnMessagePush(id, token, lang))}
        >
          {t('postAd.messagePush.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void change(() => turnOffMessagePush(id, token))}
        >
          {t('postAd.messagePush.turnOff')}
        </button>
      )}
      {failed && (
        <p className="alert" role="alert">
          {t('postAd.messagePush.failed')}
        </p>
      )}
    </section>
  );
}
