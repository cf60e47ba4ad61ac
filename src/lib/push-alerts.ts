import type { Language } from '@/i18n/languages';
import { hasServer } from './api/api-base';
import { requestJson } from './api/api-client';
import { readSavedSearches } from './saved-searches';
import { readSavedVehicleIds } from './saved-vehicles';
import { createWordStore } from './create-store';
import { readMessagePushIds } from './message-push-ids';
import { STORAGE_KEYS } from './storage';

/** 'on' while this browser gets push alerts; a preference, so a refused write holds for the page. */
const alerts = createWordStore(STORAGE_KEYS.pushAlerts, ['on', 'off'], 'off');

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Push needs the marketplace server (a static host has no one to send them). */
export function pushSupported(): boolean {
  return (
    hasServer() &&
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushState(): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return alerts.get();
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** What the server keeps for this browser: where to push, in which language, about what. */
function subscriptionBody(subscription: PushSubscription, lang: Language) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint,
    keys: json.keys,
    lang,
    searches: readSavedSearches().map(({ id, type, query }) => ({ id, type, query })),
    savedAds: readSavedVehicleIds().slice(-200),
  };
}

async function send(subscription: PushSubscription, lang: Language): Promise<void> {
  await requestJson('/alerts/subscription', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(subscriptionBody(subscription, lang)),
  });
}

/** Asks for permission, subscribes this browser and sends its searches; the resulting state. */
export async function turnOnPushAlerts(lang: Language): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return pushState();
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = (await requestJson('/alerts/key')) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  await send(subscription, lang);
  alerts.set('on');
  return 'on';
}

const hasMessagePushes = () => readMessagePushIds().length > 0;

/**
 * Forgets this browser on the server and in the push service. While it still gets pushes for
 * new messages on an ad of its own (push-messages.ts), only the searches and saved ads go.
 */
export async function turnOffPushAlerts(): Promise<PushState> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription && hasMessagePushes()) {
    await requestJson('/alerts/subscription', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...subscriptionBody(subscription, 'en'), searches: [], savedAds: [] }),
    });
  } else if (subscription) {
    await requestJson('/alerts/unsubscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    });
    await subscription.unsubscribe();
  }
  alerts.remove();
  return pushState();
}

/** After the saved searches or ads change: the server gets the new lists (best effort). */
export async function syncPushAlerts(lang: Language): Promise<void> {
  if (pushState() !== 'on') return;
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) await send(subscription, lang);
    else alerts.remove();
  } catch (error) {
    console.warn('[alerts] could not update the saved searches on the server', error);
  }
}
