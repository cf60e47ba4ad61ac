import { useParams } from 'react-router';
import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { ThreadPage } from '@/features/messages/components/thread-page';

export default function ThreadRoute() {
  registerMessagesTexts();
  const { threadId = '' } = useParams();
  return <ThreadPage key={threadId} threadId={threadId} />;
}
