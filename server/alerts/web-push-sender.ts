import webpush from 'web-push';
import { allowedEndpoint, createPushAgent, type PushStandIn } from './push-endpoints';
import type { Send } from './alert-job';
import type { VapidKeys } from './alerts-repository';

export function makeVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

export function createWebPushSender(
  keys: VapidKeys,
  subject: string,
  log: { warn: (object: object, message: string) => void },
  standIn: PushStandIn | null = null,
): Send {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  // Connections to private addresses are refused after DNS, whatever a subscription names.
  const agent = createPushAgent(standIn);
  return async (target, payload) => {
    // Stored before endpoints were checked, or pointing at a private address: never sent to.
    if (!allowedEndpoint(target.endpoint, standIn)) return 'gone';
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        // A day old, an alert about new ads is still worth showing; older, it is noise.
        { vapidDetails, TTL: 24 * 60 * 60, timeout: 10_000, urgency: 'normal', agent },
      );
      return 'sent';
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : 0;
      if (status === 404 || status === 410) return 'gone';
      log.warn({ err: error, status }, 'a push was not delivered');
      return 'failed';
    }
  };
}
