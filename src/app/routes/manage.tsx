import { useParams } from 'react-router';
import { manageLoader } from '@/lib/own-ads/use-manage-state';
import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { registerPostAdTexts } from '@/i18n/namespaces/post-ad';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { ManageAdPage } from '@/features/manage-ad/components/manage-ad-page';

export default function ManageRoute() {
  registerMessagesTexts();
  registerPostAdTexts();
  registerVehiclesTexts();
  const { id = '' } = useParams();
  return <ManageAdPage key={id} id={id} />;
}

/** The ad's owner view, asked in the browser with the link's token (also on hydration). */
export const clientLoader = manageLoader;
