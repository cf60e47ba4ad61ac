import { adminLoader } from '@/features/admin/api/admin-loader';
import { registerAdminTexts } from '@/i18n/namespaces/admin';
import { registerReportTexts } from '@/i18n/namespaces/report';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { AdminPage } from '@/features/admin/components/admin-page';

export default function AdminRoute() {
  registerAdminTexts();
  registerVehiclesTexts();
  registerReportTexts();
  return <AdminPage />;
}

/** The moderator's session and lists, asked in the browser, which holds the session. */
export const clientLoader = adminLoader;
