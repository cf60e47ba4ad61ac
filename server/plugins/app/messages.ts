import fp from 'fastify-plugin';
import { createMessageBus, type FanOut, type MessageBus } from '../../messages/message-bus';
import { createMessagePush, type MessagePush } from '../../messages/message-push';
import { createMessageRepository, type MessageRepository } from '../../messages/message-repository';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageRepository;
    messageBus: MessageBus;
    messagePush: MessagePush;
  }
}

/**
 * Messages between buyers and sellers: the repository, and the bus that tells every instance's
 * open streams of a new message (PostgreSQL LISTEN/NOTIFY, Redis pub/sub, or this process alone).
 */
export default fp(
  async (app) => {
    const { config } = app;
    const fanOut: FanOut =
      config.messageFanOut !== 'auto'
        ? config.messageFanOut
        : config.databaseUrl
          ? 'postgres'
          : app.redis
            ? 'redis'
            : 'local';
    const bus = createMessageBus({
      fanOut,
      databaseUrl: config.databaseUrl,
      redis: app.redis,
      redisPrefix: config.redisPrefix,
      notify: (channel, payload) => app.db.query('SELECT pg_notify($1, $2)', [channel, payload]),
      log: app.log,
    });
    app.decorate('messages', createMessageRepository(app.db));
    app.decorate('messageBus', bus);
    app.decorate(
      'messagePush',
      createMessagePush({ db: app.db, send: app.alerts.send, log: app.log }),
    );
    app.addHook('preClose', () => bus.close());
  },
  { name: 'messages', dependencies: ['db', 'redis', 'alerts'] },
);
