import '@/i18n/namespaces/home';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { parseHomeView } from '@/config/paths';
import { HomePage } from '@/features/home/components/home-page';
import { loadChunk } from '@/lib/load-chunk';
import { PageLoading } from '@/components/ui/page-loading';

// Each view's texts load with its chunk (see src/i18n/registry.ts).
const SparePartsPage = lazy(() =>
  loadChunk(() =>
    Promise.all([
      import('@/features/spare-parts/components/spare-parts-page'),
      import('@/i18n/namespaces/spare-parts'),
    ]).then(([page]) => page),
  ),
);
const BikerGearPage = lazy(() =>
  loadChunk(() =>
    Promise.all([
      import('@/features/biker-gear/components/biker-gear-page'),
      import('@/i18n/namespaces/biker-gear'),
    ]).then(([page]) => page),
  ),
);

/** `/` shows the home, spare parts or biker gear view; the view lives in `?view=`. */
export default function HomeRoute() {
  const [searchParams] = useSearchParams();
  const view = parseHomeView(searchParams.get('view'));
  if (view === 'home') return <HomePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      {view === 'spare-parts' ? <SparePartsPage /> : <BikerGearPage />}
    </Suspense>
  );
}
