import { performance as nodePerformance } from 'node:perf_hooks';
import * as webStreams from 'node:stream/web';

/**
 * The component tests run each file in its own VM context on jsdom's window (vite.config.ts,
 * pool 'vmForks'), which lacks some of what browsers and Node both have: the web streams (the
 * message stream, React's server renderer) and Performance's entry reads. Node's own fill them,
 * as they did when jsdom's keys were laid over Node's globals.
 */
const streams = [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
] as const;

export function fillNodeGlobals() {
  const target = globalThis as Record<string, unknown>;
  for (const name of streams) target[name] ??= webStreams[name];
  if (typeof globalThis.performance?.getEntriesByType !== 'function') {
    const reads = ['getEntries', 'getEntriesByName', 'getEntriesByType'] as const;
    for (const name of reads) {
      Object.defineProperty(globalThis.performance, name, {
        configurable: true,
        writable: true,
        value: nodePerformance[name].bind(nodePerformance),
      });
    }
  }
}
