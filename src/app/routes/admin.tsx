import { registerAdminTexts } from '@/i18n/namespaces/admin';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { AdminPage } from '@/features/admin/components/admin-page';

export default function AdminRoute() {
  registerAdminTexts();
  registerVehiclesTexts();
  return <AdminPage />;
}
