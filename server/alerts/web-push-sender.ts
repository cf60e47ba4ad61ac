import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush from 'web-push';
import type { Send } from './alert-job';
import type { VapidKeys } from './alerts-repository';

export function makeVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

export function createWebPushSender(
  keys: VapidKeys,
  subject: string,
  log: { warn: (object: object, message: string) => void },
  trustedCa: string | null = null,
): Send {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const agent = trustedCa ? new Agent({ ca: [...rootCertificates, trustedCa] }) : undefined;
  return async (target, payload) => {
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
