import { Component, lazy, Suspense, type ReactNode } from 'react';
import { loadChunk } from '@/lib/load-chunk';

const BikeBotWidget = lazy(() =>
  loadChunk(() =>
    Promise.all([
      import('@/features/bikebot/components/bikebot-widget'),
      import('@/i18n/namespaces/bikebot'),
    ]).then(([widget]) => widget),
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

/** Mount point for the floating BikeBot chat on every page; its code loads in its own chunk. */
export function BikeBotMount() {
  return (
    <div id="bikebot-root">
      <QuietBoundary>
        <Suspense fallback={null}>
          <BikeBotWidget />
        </Suspense>
      </QuietBoundary>
    </div>
  );
}
