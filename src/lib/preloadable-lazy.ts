import { lazy, type ComponentType } from 'react';
import { loadChunk } from './load-chunk';

export type ComponentModule = { default: ComponentType };

/**
 * `React.lazy` over a chunk (120 s time-out, ChunkLoadError naming the reason) that
 * can also be fetched ahead of rendering with `load()`. Once the chunk is in, the component
 * renders without suspending: `lazy` accepts any thenable, and one that calls back at once
 * resolves within the same render. So the app's first render can show the whole page (replacing
 * the prerendered HTML in one step) instead of a loading placeholder.
 */
export function preloadableLazy<M extends ComponentModule>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (pending ??= loadChunk(importer).then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later render may try again
        throw error;
      },
    ));
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return load();
    const resolved: PromiseLike<M> = {
      then: (onFulfilled) => {
        onFulfilled?.(ready);
        return resolved as never;
      },
    };
    return resolved as Promise<M>;
  });
  return { Component, load };
}
