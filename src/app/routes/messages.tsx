import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { threadSummariesLoader } from '@/features/messages/api/summaries-loader';
import { MessagesPage } from '@/features/messages/components/messages-page';

export default function MessagesRoute() {
  registerMessagesTexts();
  registerVehiclesTexts();
  return <MessagesPage />;
}

/** What is new in each kept conversation, asked in the browser, which alone holds their keys. */
export const clientLoader = threadSummariesLoader;
