import fp from 'fastify-plugin';
import { sweepOrphans } from '../../photos/orphan-sweep';

const HOURLY = 60 * 60_000;

/** The orphan sweep, once at start and hourly, in the background; closing waits for a run. */
export default fp(
  async (app) => {
    let running: Promise<void> = Promise.resolve();
    const run = () => {
      running = sweepOrphans(app.jobDb, app.photoStore)
        .then((removed) => {
          if (removed !== null) app.log.info({ removed }, `orphan sweep: ${removed} files removed`);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'orphan sweep failed'));
    };
    const timer = setInterval(run, HOURLY);
    timer.unref();
    app.addHook('onReady', async () => run());
    // Before the database closes.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'orphan-sweep', dependencies: ['db', 'photos'] },
);
