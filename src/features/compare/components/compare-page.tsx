import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { COMPARE_MAX, parseCompareIds, type CompareIdsError } from '@/domain/vehicles/compare-ids';
import { useCompareIds } from '@/hooks/use-compare-ids';
import { localizePath } from '@/i18n/localized-path';
import { registerBuyerTexts } from '@/i18n/namespaces/buyer';
import { registerCompareTexts } from '@/i18n/namespaces/compare';
import { useTranslation } from '@/i18n/use-translation';
import { usePageData } from '@/lib/page-data';
import { CompareTable } from './compare-table';
import './compare-page.css';

/**
 * `/compare?ids=a,b,c`: up to three ads side by side. A link that breaks the id rule says why
 * (the server answers it with 400); no ids shows how to pick some.
 */
export function ComparePage() {
  registerCompareTexts();
  registerBuyerTexts();
  const [params] = useSearchParams();
  const param = params.get('ids');
  const parsed = useMemo(() => parseCompareIds(param), [param]);
  if (!parsed.ok) return <CompareBadLink error={parsed.error} />;
  return (
    <main id="main" className="container page compare-page" tabIndex={-1}>
      <CompareMeta ids={parsed.ids} />
      {parsed.ids.length > 0 ? <CompareTable ids={parsed.ids} /> : <CompareEmpty />}
    </main>
  );
}

/** Not for search engines, but a shared link names one canonical address (ids as given). */
function CompareMeta({ ids }: { ids: readonly string[] }) {
  const { t, lang } = useTranslation();
  const origin = usePageData().origin ?? site.url;
  return (
    <>
      <PageMeta
        title={t('compare.page.title')}
        description={t('compare.page.description')}
        noindex
      />
      <link rel="canonical" href={`${origin}${localizePath(paths.compare.getHref(ids), lang)}`} />
    </>
  );
}

function CompareEmpty() {
  const { t } = useTranslation();
  const stored = useCompareIds();
  return (
    <>
      <h1 className="page-title">{t('compare.page.title')}</h1>
      <div className="empty-state compare-empty">
        <p>{t('compare.page.empty')}</p>
        <p className="compare-empty-links">
          {stored.length > 0 && (
            <Link className="btn btn-primary" to={paths.compare.getHref(stored)}>
              {t('compare.page.yourList')}: {t('compare.link', { count: stored.length })}
            </Link>
          )}
          <Link className="btn btn-secondary" to={paths.browse.getHref('all')}>
            {t('compare.page.browse')}
          </Link>
        </p>
      </div>
    </>
  );
}

/** The page the server sends with 400, in the URL's language; a static host shows the same. */
function CompareBadLink({ error }: { error: CompareIdsError }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page compare-page" tabIndex={-1}>
      <PageMeta
        title={t('compare.bad.title')}
        description={t(`compare.bad.${error}`, { max: COMPARE_MAX })}
        noindex
      />
      <div className="empty-state compare-bad" role="alert">
        <h1 className="page-title">{t('compare.bad.title')}</h1>
        <p>{t(`compare.bad.${error}`, { max: COMPARE_MAX })}</p>
        <p>{t('compare.bad.help', { max: COMPARE_MAX })}</p>
        <Link className="btn btn-primary" to={paths.browse.getHref('all')}>
          {t('compare.page.browse')}
        </Link>
      </div>
    </main>
  );
}
