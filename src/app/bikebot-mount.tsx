import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { loadChunk } from '@/lib/load-chunk';

const BikeBotWidget = lazy(() =>
  loadChunk(() =>
    Promise.all([
      import('@/features/bikebot/components/bikebot-widget'),
      import('@/i18n/namespaces/bikebot'),
    ]).then(([widget, texts]) => {
      texts.registerBikebotTexts();
      return widget;
    }),
  ),
);

/** A failing chat widget must never take the page down with it. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[bikebot] widget failed to load', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Loads in its own chunk two seconds after load, once idle, so it never competes with start-up. */
export function BikeBotMount() {
  const ready = useAfterLoad(4000, 2000);
  return (
    <div id="bikebot-root">
      {ready && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <BikeBotWidget />
          </Suspense>
        </QuietBoundary>
      )}
    </div>
  );
}
