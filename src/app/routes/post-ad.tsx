import { PostAdPage } from '@/features/post-ad/components/post-ad-page';

export default function PostAdRoute() {
  return <PostAdPage />;
}
