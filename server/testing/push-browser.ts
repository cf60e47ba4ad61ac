import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import ece from 'http_ece';

/** A browser's push subscription whose pushes a test can open (RFC 8291), at `origin` + `path`. */
export function pushBrowser(origin: string, path: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
    open(body: Buffer): Record<string, unknown> {
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
      return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    },
  };
}
