import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/load-chunk';
import { useTranslation } from '@/i18n/use-translation';

/** Shown instead of a page whose code failed to load or crashed; header and footer stay. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  let body: ReactNode;
  if (chunk) {
    body = (
      <>
        <p>{t(`common.chunkError.${error.reason}`)}</p>
        <p className="muted">{t('common.chunkError.reason', { reason: error.reason })}</p>
      </>
    );
  } else {
    body = <p>{t('common.pageError.body')}</p>;
  }

  return (
    <main id="main" className="container page" tabIndex={-1}>
      <div role="alert" className="alert alert-error stack">
        <h1 className="page-title">
          {t(chunk ? 'common.chunkError.title' : 'common.pageError.title')}
        </h1>
        {body}
        <div className="cluster">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            {t('common.chunkError.retry')}
          </button>
          <Link className="btn btn-secondary" to={paths.home.getHref()} reloadDocument>
            {t('common.chunkError.goHome')}
          </Link>
        </div>
      </div>
    </main>
  );
}
