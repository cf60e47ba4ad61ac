import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as Virtual from '@tanstack/react-virtual';
import type { Range, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import { loadChunk } from '@/lib/load-chunk';

type Core = typeof Virtual;
export type WindowVirtualizer = Virtualizer<Window, Element>;
type Options = Omit<
  VirtualizerOptions<Window, Element>,
  | 'getScrollElement'
  | 'observeElementRect'
  | 'observeElementOffset'
  | 'scrollToFn'
  | 'initialOffset'
  | 'rangeExtractor'
  | 'onChange'
> & { rangeExtractor: (range: Range, defaults: (range: Range) => number[]) => number[] };

let loading: Promise<Core> | null = null;
function loadCore(): Promise<Core> {
  loading ??= loadChunk(() => import('@tanstack/react-virtual')).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function resolve(
  core: Core,
  options: Options,
  onChange: (sync: boolean) => void,
): VirtualizerOptions<Window, Element> {
  return {
    getScrollElement: () => window,
    observeElementRect: core.observeWindowRect,
    observeElementOffset: core.observeWindowOffset,
    scrollToFn: core.windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    rangeExtractor: (range) => options.rangeExtractor(range, core.defaultRangeExtractor),
    onChange: (_instance, sync) => onChange(sync),
  };
}

type Live = { core: Core; virtualizer: WindowVirtualizer };

// No flushSync while an element is measured (a ref callback, mid-commit), as the hook does.
let measuring = false;

/**
 * `useWindowVirtualizer`, with its ~10 KB gzip loaded once `ready` (the list measured, after the
 * first paint): null until then, while the list shows its first, prerendered row.
 */
export function useLazyWindowVirtualizer(
  options: Options,
  ready: boolean,
): WindowVirtualizer | null {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const [live, setLive] = useState<Live | null>(null);
  const onChange = (sync: boolean) => {
    if (sync && !measuring) flushSync(rerender);
    else rerender();
  };
  const latest = useRef({ options, onChange });
  useLayoutEffect(() => {
    latest.current = { options, onChange };
  });
  useEffect(() => {
    if (!ready || live) return;
    let cancelled = false;
    loadCore().then(
      (core) => {
        if (cancelled) return;
        const { options: first, onChange: notify } = latest.current;
        const virtualizer = new core.Virtualizer(resolve(core, first, notify));
        const measureElement = virtualizer.measureElement;
        virtualizer.measureElement = (node) => {
          measuring = true;
          try {
            measureElement(node);
          } finally {
            measuring = false;
          }
        };
        setLive({ core, virtualizer });
      },
      (error: unknown) =>
        console.error('[list] the list code did not load; showing the first cards', error),
    );
    return () => {
      cancelled = true;
    };
  }, [ready, live]);
  const virtualizer = live?.virtualizer ?? null;
  if (live) live.virtualizer.setOptions(resolve(live.core, options, onChange));
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());
  return virtualizer;
}
