import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Counters, Hit } from './counters';

type Route = { method: string; url: string };
type Callback = (error: Error | null, result?: Hit) => void;

/**
 * @fastify/rate-limit's store on the app's counters: in Redis while it answers (shared by every
 * instance), else in this process. Each route counts under its own prefix; it never fails a
 * request (the counters fall back instead).
 */
export function counterRateStore(counters: Counters) {
  return class CounterRateStore implements FastifyRateLimitStore {
    /** The plugin constructs it with its options, which it does not need. */
    constructor(
      _options?: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.incr(this.prefix + key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands each route's options with its `routeInfo`.
      const { method, url } = (routeOptions as unknown as { routeInfo: Route }).routeInfo;
      return new CounterRateStore(undefined, `${this.prefix}${method}${url}:`);
    }
  };
}
