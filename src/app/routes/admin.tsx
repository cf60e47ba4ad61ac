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
