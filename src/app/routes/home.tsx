import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { parseHomeView } from '@/config/paths';
import { HomePage } from '@/features/home/components/home-page';
import { loadChunk } from '@/lib/load-chunk';
import { PageLoading } from '@/components/ui/page-loading';

const SparePartsPage = lazy(() =>
  loadChunk(() => import('@/features/spare-parts/components/spare-parts-page')),
);
const BikerGearPage = lazy(() =>
  loadChunk(() => import('@/features/biker-gear/components/biker-gear-page')),
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
