import { useSyncExternalStore } from 'react';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { hasServer } from '@/lib/api/api-base';
import { loadChunk } from '@/lib/load-chunk';

/**
 * The sample ads, for a static host only (a server lists its own ads, samples seeded or not):
 * loaded with the pages that list ads, before they render, so hydration sees what the
 * prerenderer saw; none until then.
 */
const NONE: readonly Vehicle[] = [];
let samples: readonly Vehicle[] = NONE;
let pending: Promise<void> | undefined;
let serverRendered = false;
const listeners = new Set<() => void>();

/** Rendering for the marketplace server: its pages never show what its browser cannot load. */
export function renderWithoutSamples(): void {
  serverRendered = true;
}

/** Idempotent; a failed load is retried on the next call. */
export function loadSamples(): Promise<void> {
  if (serverRendered || hasServer()) return Promise.resolve();
  pending ??= loadChunk(() => import('./sample-vehicles')).then(
    (module) => {
      samples = module.getSampleVehicles();
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const read = () => samples;

/** The samples loaded so far (the same array until they load); the prerender had the same. */
export function useLoadedSamples(): readonly Vehicle[] {
  return useSyncExternalStore(subscribe, read, read);
}
