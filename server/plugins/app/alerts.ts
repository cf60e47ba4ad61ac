import fp from 'fastify-plugin';
import { site } from '@/config/site';
import { runAlertCycle, type CycleResult, type Send } from '../../alerts/alert-job';
import { createAlertsRepository, type AlertsRepository } from '../../alerts/alerts-repository';
import { createWebPushSender, makeVapidKeys } from '../../alerts/web-push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: {
      repository: AlertsRepository;
      publicKey: string;
      runOnce(): Promise<CycleResult>;
      /** The push sender (endpoint allow-list, private-address guard): message pushes too. */
      send: Send;
    };
  }
}

/** VAPID keys made on first start and kept in the database; the job runs off the request path. */
export default fp(
  async (app) => {
    const repository = createAlertsRepository(app.db);
    const keys = await repository.vapidKeys(makeVapidKeys);
    const send: Send = createWebPushSender(
      keys,
      `mailto:${site.email}`,
      app.log,
      app.config.pushStandIn,
    );
    let running: Promise<CycleResult> | null = null;
    // The job reads through the jobs' connections, without a request's statement time-out.
    const jobRepository = app.jobDb === app.db ? repository : createAlertsRepository(app.jobDb);
    const runOnce = () =>
      (running ??= runAlertCycle(jobRepository, send, app.log).finally(() => {
        running = null;
      }));
    app.decorate('alerts', { repository, publicKey: keys.publicKey, runOnce, send });

    const intervalMs = app.config.alertsIntervalSeconds * 1000;
    if (intervalMs <= 0) return;
    let timer: NodeJS.Timeout | null = null;
    let closing = false;
    const schedule = () => {
      if (closing) return;
      timer = setTimeout(() => {
        runOnce()
          .catch((error: unknown) => app.log.error({ err: error }, 'the alert job failed'))
          .finally(schedule);
      }, intervalMs);
      timer.unref();
    };
    app.addHook('onReady', async () => schedule());
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'alerts', dependencies: ['db'] },
);
