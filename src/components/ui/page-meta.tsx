import { useLocation } from 'react-router';
import { parseHomeView } from '@/config/paths';
import { site } from '@/config/site';
import { localizePath, pathInEveryLanguage, stripLanguage } from '@/i18n/localized-path';
import { defaultLanguage, languages, type Language } from '@/i18n/languages';
import { useTranslation } from '@/i18n/use-translation';
import { usePageData } from '@/lib/page-data';
import { toScriptJson } from '@/lib/script-json';

const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };
const OG_LOCALES: Record<Language, string> = { en: 'en_LK', si: 'si_LK', ta: 'ta_LK' };

function canonicalPath(pathname: string, search: string): string {
  const path = stripLanguage(pathname).replace(/\/+$/, '') || '/';
  if (path !== '/') return path;
  const view = parseHomeView(new URLSearchParams(search).get('view'));
  return view === 'home' ? '/' : `/?view=${view}`;
}

function shareImageUrl(image: string | null | undefined, origin: string): string | null {
  if (!image) return null;
  if (image.startsWith('/') && !image.startsWith('//')) return `${origin}${image}`;
  return /^https:\/\/[^\s"'<>]+$/i.test(image) ? image : null;
}

// Before the first render: React would adopt matching crawler tags as its own, and removing them
// later would pull them from under it.
export function removeCrawlerDefaults(): void {
  document.head.querySelectorAll('[data-default-meta]').forEach((node) => node.remove());
}

/** `path` names the canonical page when other URLs show the same one (`/browse/nope`). */
export function PageMeta({
  title,
  description,
  image,
  imageSize,
  path,
  noindex = false,
  type = 'website',
  jsonLd,
}: {
  title: string;
  description?: string;
  image?: string | null;
  imageSize?: { width: number; height: number };
  path?: string;
  noindex?: boolean;
  type?: 'website' | 'product';
  jsonLd?: object;
}) {
  const { t, lang } = useTranslation();
  const { pathname, search } = useLocation();
  // The server names its public origin (PUBLIC_URL); the build names the one it was built for.
  const origin = usePageData().origin ?? site.url;
  const fullTitle = `${title} | ${t('common.meta.titleSuffix')}`;
  const text = description ?? t('common.meta.homeDescription');
  const englishPath = path ?? canonicalPath(pathname, search);
  const url = `${origin}${localizePath(englishPath, lang)}`;
  const ownImage = shareImageUrl(image, origin);
  const shareImage = ownImage ?? `${origin}${SHARE_IMAGE.path}`;
  const size = ownImage ? imageSize : SHARE_IMAGE;
  const ogLocale = OG_LOCALES[lang];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noindex &&
        pathInEveryLanguage(englishPath).map((twin) => (
          <link
            key={twin.lang}
            rel="alternate"
            hrefLang={languages[twin.lang].htmlLang}
            href={`${origin}${twin.path}`}
          />
        ))}
      {!noindex && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${origin}${localizePath(englishPath, defaultLanguage)}`}
        />
      )}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={ogLocale} />
      {Object.values(OG_LOCALES)
        .filter((locale) => locale !== ogLocale)
        .map((locale) => (
          <meta key={locale} property="og:locale:alternate" content={locale} />
        ))}
      <meta property="og:image" content={shareImage} />
      {size && <meta property="og:image:width" content={String(size.width)} />}
      {size && <meta property="og:image:height" content={String(size.height)} />}
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={shareImage} />
      {jsonLd && (
        // Data, not a script: every `<` in it is escaped (toScriptJson), so ad text stays text.
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: toScriptJson(jsonLd) }}
        />
      )}
    </>
  );
}
