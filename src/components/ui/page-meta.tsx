import { useLocation } from 'react-router';
import { site } from '@/config/site';
import { useTranslation } from '@/i18n/use-translation';

/** Per-page <title>, description and canonical URL (React 19 hoists these into <head>). */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fullTitle = `${title} | ${t('common.meta.titleSuffix')}`;
  const text = description ?? t('common.meta.homeDescription');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={`${site.url}${pathname}`} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
    </>
  );
}
