import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths, vehicleTypes } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';

/** Placeholder until the home issue lands: hero, search, categories, featured. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t('common.meta.homeTitle')} />
      <section
        className="home-hero-placeholder"
        style={{
          background: '#1f2937',
          color: '#fff',
          paddingTop: 'calc(var(--header-height) + 3rem)',
          paddingBottom: '4rem',
        }}
      >
        <div className="container">
          <h1>{t('common.meta.homeTitle')}</h1>
          <Link className="btn btn-primary" to={paths.postAd.getHref()}>
            {t('common.footer.postAd')}
          </Link>
        </div>
      </section>
      <section id="categories" className="container section">
        <h2 className="section-title">{t('common.footer.categories')}</h2>
        <ul className="cluster" style={{ listStyle: 'none', padding: 0 }}>
          {vehicleTypes.map((type) => (
            <li key={type}>
              <Link className="btn btn-secondary" to={paths.browse.getHref(type)}>
                {t(`common.categories.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
