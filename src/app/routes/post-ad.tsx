import { registerPostAdTexts } from '@/i18n/namespaces/post-ad';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { PostAdPage } from '@/features/post-ad/components/post-ad-page';

export default function PostAdRoute() {
  registerPostAdTexts();
  registerVehiclesTexts();
  return <PostAdPage />;
}
