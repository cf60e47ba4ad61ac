import type { Language } from '@/i18n/languages';
import { adApiPath } from './api/ad-path';
import { requestJson } from './api/api-client';
import { base64UrlToBytes, pushSupported, type PushState } from './push-alerts';
import { keepMessagePush, readMessagePushIds } from './message-push-ids';

/**
 * Pushes for new messages about the seller's own ads, on the same browser subscription as the
 * alerts (push-alerts.ts). The server keeps which ads this browser wants them for; this browser
 * keeps the same list, to show the button's state without asking.
 */
export function messagePushState(id: string): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && readMessagePushIds().includes(id) ? 'on' : 'off';
}

const adPath = (id: string) => `${adApiPath(id)}/message-push`;

/** Asks for permission, subscribes this browser and tells the server (the manage token). */
export async function turnOnMessagePush(
  id: string,
  token: string,
  lang: Language,
): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return messagePushState(id);
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = (await requestJson('/alerts/key')) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const json = subscription.toJSON();
  await requestJson(adPath(id), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: json.endpoint, keys: json.keys, lang }),
  });
  keepMessagePush(id, true);
  return 'on';
}

/** The server stops pushing this ad's messages here; the browser's subscription stays (alerts). */
export async function turnOffMessagePush(id: string, token: string): Promise<PushState> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    await requestJson(adPath(id), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    });
  }
  keepMessagePush(id, false);
  return messagePushState(id);
}
