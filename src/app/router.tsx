import { Route, Routes } from 'react-router';
import { Navigate } from '@/components/ui/link';
import { pages } from './pages';
import { RootLayout } from './root-layout';
import { LanguageGate, UrlLanguage } from './url-language';

/**
 * Each page is its own chunk (./pages.ts). Declarative routes (not the data router) keep ~16 KB
 * gzip off the first load; the layout's error boundary shows chunk failures.
 *
 * Every route also lives under `/si/` and `/ta/`: one optional `:lang?` segment, so
 * switching language keeps the same route elements (nothing is remounted, typed values stay).
 * An unknown path goes to the home page of its language.
 */
const HomeRoute = pages.home.Component;
const BrowseRoute = pages.browse.Component;
const VehicleDetailRoute = pages.vehicle.Component;
const PostAdRoute = pages.postAd.Component;
const SavedRoute = pages.saved.Component;
const ManageRoute = pages.manage.Component;
const EditAdRoute = pages.editAd.Component;
const AdminRoute = pages.admin.Component;

export function AppRoutes() {
  return (
    <UrlLanguage>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path=":lang?" element={<LanguageGate />}>
            <Route index element={<HomeRoute />} />
            <Route path="browse/:type" element={<BrowseRoute />} />
            <Route path="vehicle/:id" element={<VehicleDetailRoute />} />
            <Route path="post-ad" element={<PostAdRoute />} />
            <Route path="saved" element={<SavedRoute />} />
            <Route path="manage/:id" element={<ManageRoute />} />
            <Route path="manage/:id/edit" element={<EditAdRoute />} />
            <Route path="admin" element={<AdminRoute />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Route>
      </Routes>
    </UrlLanguage>
  );
}
