import { PageMeta } from '@/components/ui/page-meta';
import { useTranslation } from '@/i18n/use-translation';
import { island } from '@/lib/island';
// The island's styles, here so the page's HTML inlines them.
import './post-ad.css';
import './post-ad-success.css';

// The form (with its schema and form library) and the success cards are an island: the HTML shows
// the form at once, and it becomes live when its chunk arrives, after the header and menu.
const { Island: PostAdBody } = island(async () => (await import('./post-ad-body')).PostAdBody);

/** /post-ad: the form, then the success card. */
export function PostAdPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page post-ad-page" tabIndex={-1}>
      <PageMeta
        title={t('common.meta.postAdTitle')}
        description={t('common.meta.postAdDescription')}
      />
      <PostAdBody />
    </main>
  );
}
