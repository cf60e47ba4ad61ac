import { threadLoader } from '@/features/messages/api/thread-loader';
import { useParams } from 'react-router';
import { registerMessagesTexts } from '@/i18n/namespaces/messages';
import { ThreadPage } from '@/features/messages/components/thread-page';

export default function ThreadRoute() {
  registerMessagesTexts();
  const { threadId = '' } = useParams();
  return <ThreadPage key={threadId} threadId={threadId} />;
}

/** The conversation, asked in the browser with the token only it holds (also on hydration). */
export const clientLoader = threadLoader;
