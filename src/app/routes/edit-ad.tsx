import { useParams } from 'react-router';
import { editLoader } from '@/lib/own-ads/use-manage-state';
import { registerPostAdTexts } from '@/i18n/namespaces/post-ad';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { EditAdPage } from '@/features/post-ad/components/edit-ad-page';

export default function EditAdRoute() {
  registerPostAdTexts();
  registerVehiclesTexts();
  const { id = '' } = useParams();
  return <EditAdPage key={id} id={id} />;
}

/** The ad's owner view, asked in the browser with the link's token (also on hydration). */
export const clientLoader = editLoader;
