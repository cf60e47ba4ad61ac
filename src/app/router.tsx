import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { loadChunk } from '@/lib/load-chunk';
import { RootLayout } from './root-layout';

/**
 * Each page is its own chunk, loaded with the 120 s time-out of SPEC §7. Declarative routes
 * (not the data router) keep ~16 KB gzip off the first load; the layout's error boundary shows
 * chunk failures.
 */
function lazyPage(importer: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadChunk(importer));
}

const HomeRoute = lazyPage(() => import('./routes/home'));
const BrowseRoute = lazyPage(() => import('./routes/browse'));
const VehicleDetailRoute = lazyPage(() => import('./routes/vehicle-detail'));
const PostAdRoute = lazyPage(() => import('./routes/post-ad'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="browse/:type" element={<BrowseRoute />} />
        <Route path="vehicle/:id" element={<VehicleDetailRoute />} />
        <Route path="post-ad" element={<PostAdRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
