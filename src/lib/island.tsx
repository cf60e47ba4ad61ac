import { memo, Suspense, useEffect, useState, type ComponentType } from 'react';
import { hold } from './island-live';
import { preloadableLazy } from './preloadable-lazy';

/*
 * An island is a part of a page whose code is its own chunk: the server's or the prerendered HTML
 * shows it complete, and it hydrates when its chunk arrives (requested as hydration reaches it),
 * after the rest of the page. Its CSS must be imported by the page, so the HTML inlines it.
 *
 * Until it is live its props stay those it was rendered with: an update reaching unhydrated HTML
 * makes React drop that HTML for the fallback (nothing). The latest props follow once it is live.
 */

const loaders = new Set<() => Promise<unknown>>();

/** Every island's code (of the modules loaded so far): tests render pages in one pass with it. */
export function loadIslands(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}

/** Renders nothing; in the island's boundary, so its effect runs once the island is live. */
function LiveSignal({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** `importer` resolves to the island's component (from its own chunk). */
export function island<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let loaded = false;
  const { Component: Lazy, load } = preloadableLazy<{ default: ComponentType<P> }, P>(() =>
    importer().then((component) => {
      loaded = true;
      return { default: component };
    }),
  );

  const Content = memo(function IslandContent({ onLive, ...props }: P & { onLive: () => void }) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P)} />
        <LiveSignal onLive={onLive} />
      </Suspense>
    );
  });

  function Island(props: P) {
    const [live, setLive] = useState(loaded);
    const [rendered] = useState(props);
    const [onLive] = useState(() => () => setLive(true));
    // The page counts as ready (html[data-app], replayed taps) once its islands are live.
    useEffect(() => (live ? undefined : hold()), [live]);
    return <Content {...(live ? props : rendered)} onLive={onLive} />;
  }
  loaders.add(load);
  return { Island, load };
}
