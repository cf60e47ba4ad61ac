import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

type Listener = (from: 'here' | 'elsewhere') => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** "An ad changed": told to every listener here and, through Redis, on every instance. */
    changes: { notify(): void; listen(listener: Listener): void };
  }
}

/** Each instance keeps its own caches: a write announced on Redis makes the others forget. */
export default fp(
  async (app) => {
    const listeners: Listener[] = [];
    const me = randomUUID();
    const channel = `${app.config.redisPrefix}ads-changed`;
    let subscriber: Redis | null = null;
    if (app.redis) {
      // Its subscription waits for Redis (and is renewed on every reconnect) without holding up
      // the start: while Redis is down, other instances' writes show here within the caches' time.
      subscriber = app.redis.duplicate({
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      });
      subscriber.on('error', () => undefined); // told once by the main client
      subscriber.subscribe(channel).catch((error: unknown) => {
        app.log.warn({ err: error }, "could not listen for other instances' changes");
      });
      subscriber.on('message', (_channel, from: string) => {
        if (from !== me) for (const listener of listeners) listener('elsewhere');
      });
      // A subscriber has nothing to flush: it is cut at once (a quit would wait for a Redis that
      // may never answer).
      app.addHook('onClose', async () => subscriber!.disconnect());
    }
    app.decorate('changes', {
      notify() {
        for (const listener of listeners) listener('here');
        app.redis?.publish(channel, me).catch((error: unknown) => {
          app.log.warn(
            { reason: (error as Error).message },
            'could not tell other instances that an ad changed; their caches expire on their own',
          );
        });
      },
      listen(listener: Listener) {
        listeners.push(listener);
      },
    });
  },
  { name: 'changes', dependencies: ['redis'] },
);
