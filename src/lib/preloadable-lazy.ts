import { lazy, type ComponentType } from 'react';
import { loadChunk } from './load-chunk';

export type ComponentModule = { default: ComponentType };
/** A module whose default export is a component taking props (a page's takes none). */
type PropsModule<P> = { default: ComponentType<P> };

// `lazy` accepts any thenable, and one that calls back at once resolves in the same render: once
// `load()` has the chunk, the first render replaces the prerendered HTML without a placeholder.
export function preloadableLazy<M extends PropsModule<P>, P = object>(importer: () => Promise<M>) {
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
