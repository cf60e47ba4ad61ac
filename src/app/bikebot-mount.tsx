import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@/hooks/use-after-load';
import { loadChunk } from '@/lib/load-chunk';
import { QuietBoundary } from './quiet-boundary';

const BikeBotLauncher = lazy(() =>
  loadChunk(() =>
    Promise.all([
      import('@/features/bikebot/components/bikebot-launcher'),
      import('@/i18n/namespaces/bikebot'),
    ]).then(([widget, texts]) => {
      texts.registerBikebotTexts();
      return widget;
    }),
  ),
);

/** Loads in its own chunk two seconds after load, once idle, so it never competes with start-up. */
export function BikeBotMount() {
  const ready = useAfterLoad(4000, 2000);
  return (
    <div id="bikebot-root">
      {ready && (
        <QuietBoundary label="bikebot">
          <Suspense fallback={null}>
            <BikeBotLauncher />
          </Suspense>
        </QuietBoundary>
      )}
    </div>
  );
}
