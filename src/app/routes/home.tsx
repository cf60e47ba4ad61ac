import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { parseHomeView } from '@/config/paths';
import { HomePage } from '@/features/home/components/home-page';
import { registerHomeTexts } from '@/i18n/namespaces/home';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { PageLoading } from '@/components/ui/page-loading';
import { hasServer } from '@/lib/api/api-base';

// The marketplace server lists live ads in these views: their code comes first there (rendering
// on the server, and before its page hydrates); a static host shows the samples and never loads it.
const servesLiveAds = () => typeof document === 'undefined' || hasServer();

// Each catalogue view is its own chunk (the catalogue page they share is one more), and its
// texts load with it (see src/i18n/registry.ts).
const SparePartsView = preloadableLazy(() =>
  Promise.all([
    import('@/features/catalogue/configs/spare-parts'),
    import('@/i18n/namespaces/spare-parts'),
  ]).then(async ([page, texts]) => {
    texts.registerSparePartsTexts();
    if (servesLiveAds()) await page.preloadLive();
    return page;
  }),
);
const BikerGearView = preloadableLazy(() =>
  Promise.all([
    import('@/features/catalogue/configs/biker-gear'),
    import('@/i18n/namespaces/biker-gear'),
  ]).then(async ([page, texts]) => {
    texts.registerBikerGearTexts();
    if (servesLiveAds()) await page.preloadLive();
    return page;
  }),
);
const SparePartsPage = SparePartsView.Component;
const BikerGearPage = BikerGearView.Component;

export function preload(search: string): Promise<unknown> {
  const view = parseHomeView(new URLSearchParams(search).get('view'));
  if (view === 'spare-parts') return SparePartsView.load();
  if (view === 'biker-gear') return BikerGearView.load();
  return Promise.resolve();
}

export { homeLoader as loader } from '@/features/home/api/home-loader';

export default function HomeRoute() {
  registerHomeTexts();
  const [searchParams] = useSearchParams();
  const view = parseHomeView(searchParams.get('view'));
  if (view === 'home') return <HomePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      {view === 'spare-parts' ? <SparePartsPage /> : <BikerGearPage />}
    </Suspense>
  );
}
