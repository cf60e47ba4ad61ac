import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { MessagesPage } from '@/features/messages/components/messages-page';

export default function MessagesRoute() {
  registerMessagesTexts();
  registerVehiclesTexts();
  return <MessagesPage />;
}
