import { alerts as en } from '@/i18n/locales/en/alerts';
import { alerts as si } from '@/i18n/locales/si/alerts';
import { alerts as ta } from '@/i18n/locales/ta/alerts';
import { formatNumber } from '@/i18n/format';
import { interpolate } from '@/i18n/interpolate';

type Payload = {
  kind?: 'new' | 'price' | 'message';
  lang?: string;
  n?: number;
  title?: string | null;
  price?: number;
  url?: string;
  tag?: string;
};
type NotificationTexts = (typeof en)['notification'];
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type ClickEvent = ExtendableEvent & { action: string; notification: Notification };
type Worker = {
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEvent) => void): void;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: object): Promise<{ url: string; focus(): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: Location;
};

const worker = self as unknown as Worker;
const texts: Record<string, NotificationTexts> = {
  en: en.notification,
  si: si.notification,
  ta: ta.notification,
};

/** A payload is the server's, but a link is a link. */
const sitePath = (url: unknown) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';

export function notificationFor(payload: Payload): { title: string; options: NotificationOptions } {
  const lang = payload.lang && payload.lang in texts ? payload.lang : 'en';
  const t = texts[lang]!;
  const n = Math.max(1, Number(payload.n) || 1);
  if (payload.kind === 'message') {
    // A new message about the seller's ad: which ad, never what it says. No "Stop alerts" here.
    return {
      title: t.messageTitle,
      options: {
        body: payload.title ? interpolate(t.messageBody, { title: payload.title }) : '',
        lang,
        tag: payload.tag ?? 'messages',
        icon: '/icons/icon-192.png',
        data: { url: sitePath(payload.url) },
      },
    };
  }
  const title =
    payload.kind === 'price'
      ? t.priceTitle
      : n === 1
        ? t.newOne
        : interpolate(t.newMany, { n: formatNumber(n) });
  const body =
    payload.kind === 'price'
      ? interpolate(t.priceBody, {
          title: payload.title ?? '',
          price: formatNumber(payload.price ?? 0),
        })
      : payload.title
        ? interpolate(t.newBody, { title: payload.title })
        : '';
  const options = {
    body,
    lang,
    tag: payload.tag ?? 'alerts',
    icon: '/icons/icon-192.png',
    data: { url: sitePath(payload.url) },
    actions: [{ action: 'stop', title: t.stop }],
  };
  return { title, options };
}

async function stopAlerts(): Promise<void> {
  const subscription = await worker.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch('/api/alerts/unsubscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe();
}

async function open(path: string): Promise<void> {
  const url = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) {
    await same.focus();
    return;
  }
  await worker.clients.openWindow(url);
}

export function listenForPushes(): void {
  worker.addEventListener('push', (event) => {
    let payload: Payload = {};
    try {
      payload = (event.data?.json() ?? {}) as Payload;
    } catch {
      // Not JSON: still show that something arrived (browsers require a notification per push).
    }
    const { title, options } = notificationFor(payload);
    event.waitUntil(worker.registration.showNotification(title, options));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    if (event.action === 'stop') {
      event.waitUntil(stopAlerts());
      return;
    }
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(open(sitePath(data?.url)));
  });
}
